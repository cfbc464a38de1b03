import { createHmac, randomBytes } from 'node:crypto';
import dns from 'node:dns/promises';
import net from 'node:net';
import { Agent, fetch } from 'undici';
import { WEBHOOK_RESPONSE_KEPT_BYTES } from '@briefly/shared/webhooks';

// Outbound webhook requests (decision 050): Standard Webhooks signatures, and a guard against server-side
// request forgery. The host is resolved here, every address checked, and the connection made to the
// checked address (undici's connect lookup), so a name cannot resolve to a public address for the check
// and a private one for the connection (DNS rebinding). Redirects are not followed; 10 seconds at most.

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Private, loopback, link-local, shared, multicast and reserved ranges: never a webhook's destination. */
const FORBIDDEN = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  FORBIDDEN.addSubnet(prefix, bits, 'ipv6');
const LOOPBACK_V4 = new net.BlockList();
LOOPBACK_V4.addSubnet('127.0.0.0', 8, 'ipv4');

/** Whether a webhook may connect to this address; `allowLoopback` (tests) admits 127.0.0.0/8 and nothing else. */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  const family = net.isIP(ip);
  if (family === 0) return true;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && type === 'ipv4' && LOOPBACK_V4.check(ip, 'ipv4')) return false;
  // IPv4-compatible and other embeddings are refused by the ranges above (`::/128`, 64:ff9b::/96…).
  if (type === 'ipv6' && /^::(\d+\.\d+\.\d+\.\d+)$/.test(ip)) return true;
  return FORBIDDEN.check(ip, type);
}

export type Lookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
export const systemLookup: Lookup = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export class RefusedDestination extends Error {}

/** The address to connect to: every address the name resolves to must be allowed (else refused), the first is used. */
export async function resolveDestination(
  hostname: string,
  options: { allowLoopback: boolean; lookup: Lookup },
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await options.lookup(host);
  if (addresses.length === 0) throw new RefusedDestination(`${host} does not resolve to any address`);
  const refused = addresses.find((entry) => isForbiddenAddress(entry.address, options.allowLoopback));
  if (refused)
    throw new RefusedDestination(`${host} resolves to ${refused.address}, a private or reserved address: not sent`);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks libraries take it. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's key (the base64 after `whsec_`). */
export function signature(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** The answer's first kilobyte. */
  body: string | null;
  error: string | null;
}

/** One POST of a signed message; never throws (the outcome says what happened). */
export async function sendSigned(args: {
  url: string;
  messageId: string;
  timestampSeconds: number;
  body: string;
  secrets: string[];
  allowLoopback: boolean;
  lookup: Lookup;
  timeoutMs?: number;
}): Promise<SendResult> {
  let target: URL;
  try {
    target = new URL(args.url);
  } catch {
    return { ok: false, status: null, body: null, error: 'The endpoint address is not a valid URL' };
  }
  let destination: { address: string; family: 4 | 6 };
  try {
    destination = await resolveDestination(target.hostname, args);
  } catch (error) {
    const message = error instanceof RefusedDestination ? error.message : `DNS lookup failed: ${String(error)}`;
    return { ok: false, status: null, body: null, error: message };
  }
  const agent = new Agent({
    connect: {
      // The checked address, whatever the name resolves to now (net.connect asks with `all` when it races families).
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all)
          (callback as (e: null, list: Array<{ address: string; family: number }>) => void)(null, [destination]);
        else callback(null, destination.address, destination.family);
      },
    },
    connections: 1,
    pipelining: 0,
  });
  try {
    const response = await fetch(target, {
      method: 'POST',
      redirect: 'manual',
      dispatcher: agent,
      signal: AbortSignal.timeout(args.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Briefly-Webhooks/1.0',
        'webhook-id': args.messageId,
        'webhook-timestamp': String(args.timestampSeconds),
        'webhook-signature': args.secrets
          .map((secret) => signature(secret, args.messageId, args.timestampSeconds, args.body))
          .join(' '),
      },
      body: args.body,
    });
    const kept = await firstBytes(response.body, WEBHOOK_RESPONSE_KEPT_BYTES);
    const ok = response.status >= 200 && response.status < 300;
    const redirected = response.status >= 300 && response.status < 400;
    return {
      ok,
      status: response.status,
      body: kept,
      error: redirected ? 'Redirects are not followed: answer the webhook at its own address' : null,
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      ok: false,
      status: null,
      body: null,
      error: timedOut
        ? `No answer within ${(args.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} seconds`
        : `Could not connect${cause}`,
    };
  } finally {
    void agent.close().catch(() => undefined);
  }
}

async function firstBytes(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<string | null> {
  if (!stream) return null;
  const reader = stream.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
