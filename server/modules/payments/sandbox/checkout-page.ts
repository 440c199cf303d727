import type { SandboxCheckoutPage } from '../../../adapters/payments/index.ts';
import { centsToEuros } from '@/domain/money.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's stand-in for Stripe's hosted checkout: a plain form, no script (the CSP allows
 * none inline), posting back to this server.
 */
export function renderCheckoutPage(
  id: string,
  page: SandboxCheckoutPage,
  error: string | null,
): string {
  const amount = `${centsToEuros(page.amountCents).toFixed(2)} €`;
  const open = page.status === 'open';
  const body = open
    ? `<form method="post" action="/api/payments/sandbox/checkout/${encodeURIComponent(id)}">
  ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
  <label>Nombre <input name="name" autocomplete="name"></label>
  <label>Correo electrónico <input name="email" type="email" autocomplete="email"></label>
  <label>Número de tarjeta <input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required></label>
  <div class="row">
    <label>Caducidad <input name="exp" placeholder="MM/AA" autocomplete="cc-exp" required></label>
    <label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
  </div>
  <button type="submit">Pagar ${escape(amount)}</button>
</form>
<p><a href="${escape(page.cancelUrl)}">Cancelar y volver</a></p>`
    : `<p>Este enlace de pago ya no está disponible.</p>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pago (entorno de pruebas)</title>
<style>
body{font-family:system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#222}
label{display:block;margin:.6rem 0;font-size:.9rem}input{display:block;width:100%;padding:.5rem;box-sizing:border-box;font-size:1rem}
.row{display:flex;gap:.75rem}.row label{flex:1}button{width:100%;padding:.7rem;margin-top:.8rem;font-size:1rem;background:#2f7d32;color:#fff;border:0;border-radius:6px}
.error{color:#b00020}.note{font-size:.8rem;color:#666}
</style></head><body>
<h1>${escape(page.description)}</h1>
<p><strong>Total: ${escape(amount)}</strong></p>
<p class="note">Pasarela de pruebas: usa 4242 4242 4242 4242 con cualquier fecha futura y CVC.</p>
${body}
</body></html>`;
}
