import { formatCents } from '@briefly/shared/money';
import { TEST_MODE_BANNER } from '@briefly/shared/payments';

// The test-mode hosted checkout page (Stripe Checkout's stand-in). Plain HTML and a form POST:
// the CSP forbids inline scripts, and none are needed.

export interface CheckoutPageModel {
  sessionId: string;
  description: string;
  amountCents: number;
  cancelUrl: string;
  state: 'open' | 'complete' | 'expired';
  error?: string;
  /** What the payer typed, shown again after a decline (never the CVC). */
  card?: { number: string; expMonth: string; expYear: string };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f6f8fa; color: #1f2328; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  .banner { background: #fff4e5; color: #8a4b00; border-radius: 8px; padding: .6rem .8rem; font-size: .9rem; margin-bottom: 1.2rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .2rem 0 1.2rem; }
  label { display: block; font-size: .85rem; margin: .8rem 0 .3rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #d0d7de; border-radius: 6px; font-size: 1rem; }
  .row { display: flex; gap: .6rem; } .row > div { flex: 1; }
  button { margin-top: 1.4rem; width: 100%; padding: .8rem; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 1rem; cursor: pointer; }
  .error { color: #b42318; background: #fef3f2; border-radius: 6px; padding: .6rem .8rem; margin-top: 1rem; }
  .cancel { display: block; text-align: center; margin-top: 1rem; color: #57606a; }
`;

export function renderCheckoutPage(model: CheckoutPageModel): string {
  const amount = escapeHtml(formatCents(model.amountCents));
  const action = `/test-provider/checkout/${encodeURIComponent(model.sessionId)}/pay`;
  const cancel = `<a class="cancel" href="${escapeHtml(model.cancelUrl)}">Cancel and return</a>`;
  let body: string;
  if (model.state === 'complete') {
    body = `<p>This payment is complete.</p>`;
  } else if (model.state === 'expired') {
    body = `<p>This checkout session has expired. Please start again.</p>${cancel}`;
  } else {
    const card = model.card ?? { number: '', expMonth: '', expYear: '' };
    body = `
    <form method="post" action="${escapeHtml(action)}">
      <label for="number">Card number</label>
      <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(card.number)}" required>
      <div class="row">
        <div><label for="expMonth">Expiry month</label><input id="expMonth" name="expMonth" inputmode="numeric" placeholder="MM" value="${escapeHtml(card.expMonth)}" required></div>
        <div><label for="expYear">Expiry year</label><input id="expYear" name="expYear" inputmode="numeric" placeholder="YYYY" value="${escapeHtml(card.expYear)}" required></div>
        <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
      </div>
      ${model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : ''}
      <button type="submit">Pay ${amount}</button>
    </form>
    ${cancel}`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout – Briefly (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="banner">${escapeHtml(TEST_MODE_BANNER)}</p>
  <div>${escapeHtml(model.description)}</div>
  <div class="amount">${amount}</div>
  ${body}
</main>
</body>
</html>`;
}
