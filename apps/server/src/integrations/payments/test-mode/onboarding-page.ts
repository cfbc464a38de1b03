import { TEST_MODE_PAYOUT_NOTE } from '@briefly/shared/payments';
import { escapeHtml } from './checkout-page.ts';

// The test-mode hosted onboarding page (Stripe Connect onboarding's stand-in). Plain forms posting
// the outcome: the CSP forbids inline scripts, and none are needed.

export interface OnboardingPageModel {
  accountId: string;
  email: string;
  status: string;
  returnUrl: string;
  refreshUrl: string;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f6f8fa; color: #1f2328; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  .banner { background: #fff4e5; color: #8a4b00; border-radius: 8px; padding: .6rem .8rem; font-size: .9rem; margin-bottom: 1.2rem; }
  form { margin: .6rem 0; }
  button { width: 100%; padding: .8rem; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 1rem; cursor: pointer; }
  button.secondary { background: #57606a; }
  p.hint { color: #57606a; font-size: .85rem; }
`;

export function renderOnboardingPage(model: OnboardingPageModel): string {
  const action = `/test-provider/accounts/${encodeURIComponent(model.accountId)}/onboarding`;
  const hidden = `<input type="hidden" name="return_url" value="${escapeHtml(model.returnUrl)}"><input type="hidden" name="refresh_url" value="${escapeHtml(model.refreshUrl)}">`;
  const button = (outcome: string, label: string, secondary = false) =>
    `<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="outcome" value="${outcome}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Set up payouts (test mode)</title><style>${STYLE}</style></head>
<body><main>
<div class="banner">${escapeHtml(TEST_MODE_PAYOUT_NOTE)}</div>
<h1>Set up payouts</h1>
<p>Account <code>${escapeHtml(model.accountId)}</code> for ${escapeHtml(model.email)} — currently <strong>${escapeHtml(model.status)}</strong>.</p>
<p class="hint">Test mode: choose how onboarding ends.</p>
${button('complete', 'Complete onboarding (account active)')}
${button('restricted', 'Submit details, leave a requirement due (restricted)', true)}
${button('pending', 'Leave without submitting (pending)', true)}
<p><a href="${escapeHtml(model.refreshUrl)}">Start over</a></p>
</main></body></html>`;
}
