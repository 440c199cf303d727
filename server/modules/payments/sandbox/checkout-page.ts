import type { SandboxCheckoutPage } from '../../../adapters/payments/index.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { Language } from '@/i18n/languages.ts';
import { translator } from '../../../i18n.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's stand-in for Stripe's hosted checkout: a plain form, no script (the CSP allows
 * none inline), posting back to this server. Worded in the payer's language (a guest paying by
 * link has no account: their browser's).
 */
export function renderCheckoutPage(
  id: string,
  page: SandboxCheckoutPage,
  error: string | null,
  language: Language,
): string {
  const t = translator(language);
  const text = (key: Parameters<typeof t>[0], values?: Parameters<typeof t>[1]) =>
    escape(t(key, values));
  const amount = centsToEuros(page.amountCents).toFixed(2);
  const open = page.status === 'open';
  const alertHtml = error ? `<p class="error" role="alert">${escape(error)}</p>` : '';
  const html = open
    ? `<form method="post" action="/api/payments/sandbox/checkout/${encodeURIComponent(id)}">
  ${alertHtml}
  <label>${text('payments.checkoutName')} <input name="name" autocomplete="name"></label>
  <label>${text('payments.checkoutEmail')} <input name="email" type="email" autocomplete="email"></label>
  <label>${text('payments.checkoutCardNumber')} <input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required></label>
  <div class="row">
    <label>${text('payments.checkoutExpiry')} <input name="exp" placeholder="${text('payments.checkoutExpiryPlaceholder')}" autocomplete="cc-exp" required></label>
    <label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
  </div>
  <button type="submit">${text('payments.checkoutPay', { amount })}</button>
</form>
<p><a href="${escape(page.cancelUrl)}">${text('payments.checkoutCancel')}</a></p>`
    : `<p>${text('errors.paymentLinkUnavailable')}</p>`;
  return documentOf(language, page, t, html);
}

/** The page around the form: its title, the amount and the sandbox's note. */
function documentOf(
  language: Language,
  page: SandboxCheckoutPage,
  t: ReturnType<typeof translator>,
  body: string,
): string {
  const amount = centsToEuros(page.amountCents).toFixed(2);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t('payments.checkoutTitle'))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.6rem 0;font-size:.9rem}input{display:block;width:100%;padding:.5rem;box-sizing:border-box;font-size:1rem}
.row{display:flex;gap:.75rem}.row label{flex:1}button{width:100%;padding:.7rem;margin-top:.8rem;font-size:1rem;background:#2f7d32;color:#fff;border:0;border-radius:6px}
.error{color:#b00020}.note{font-size:.8rem;color:#666}
</style></head><body>
<h1>${escape(page.description)}</h1>
<p><strong>${escape(t('payments.checkoutTotal', { amount }))}</strong></p>
<p class="note">${escape(t('payments.checkoutNote'))}</p>
${body}
</body></html>`;
  return html;
}
