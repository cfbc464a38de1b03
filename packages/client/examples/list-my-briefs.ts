// List my briefs with a brand API key (docs/product/api.md). Run from the repository root:
//
//   BRIEFLY_URL=http://localhost:3000 BRIEFLY_API_KEY=bk_test_… npx tsx packages/client/examples/list-my-briefs.ts
//
// The key needs the `briefs:read` scope (Settings › API).
import { createBrieflyClient } from '@briefly/client';

const baseUrl = process.env.BRIEFLY_URL ?? 'http://localhost:3000';
const apiKey = process.env.BRIEFLY_API_KEY;
if (!apiKey) {
  console.error('Set BRIEFLY_API_KEY to a brand API key with the briefs:read scope (Settings › API).');
  process.exit(1);
}

const briefly = createBrieflyClient({ baseUrl, apiKey });

const { data, error, response } = await briefly.GET('/api/brands/briefs');
if (error) {
  // A refusal: 401 (an unknown or revoked key), 403 (a scope the key lacks: the sentence names it), 429 (too fast).
  console.error(`${response.status} ${error.code}: ${error.error}`);
  process.exit(1);
}
for (const brief of data.briefs) {
  console.log(`${brief.status.padEnd(9)} ${brief.isFunded ? 'funded' : 'unfunded'}  $${brief.reward}  ${brief.title}`);
}
console.log(`${data.briefs.length} brief(s)`);

// Subscribing a webhook (a key with `webhooks:manage`) is the same kind of call; see docs/product/api.md#events:
//
//   await briefly.POST('/api/brands/webhooks', {
//     body: { url: 'https://example.com/briefly-hook', events: ['submission.created'] },
//   });
