import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that plays the parts of Stripe's API the club uses, so the real `stripe`
 * SDK can be exercised offline (pointed here with STRIPE_API_HOST/PORT/PROTOCOL). It records
 * every request with its form-encoded body flattened to `key[sub][0]` → value.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
}

type Json = Record<string, unknown>;

export interface FakeStripe {
  port: number;
  requests: RecordedRequest[];
  subscriptions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  sessions: Map<string, Json>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const products = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test${++counter}`;
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = Object.fromEntries(new URLSearchParams(raw).entries());
      const query = Object.fromEntries(url.searchParams.entries());
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, query, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(payload));
      };
      const metadata = (prefix = 'metadata') =>
        Object.fromEntries(
          Object.entries(body)
            .filter(([k]) => k.startsWith(`${prefix}[`))
            .map(([k, v]) => [k.slice(prefix.length + 1, -1), v]),
        );
      const segments = url.pathname.split('/').filter(Boolean).slice(1);
      // Checkout Sessions live one level deeper than the other resources.
      const parts =
        segments[0] === 'checkout' ? ['checkout_sessions', ...segments.slice(2)] : segments;
      const route = `${method} /${parts.map((p, i) => (i % 2 === 1 ? ':id' : p)).join('/')}`;
      const id = parts[1] ?? '';

      switch (route) {
        case 'POST /customers':
          return send(200, { id: next('cus'), object: 'customer', email: body.email });
        case 'POST /payment_intents': {
          if (body.payment_method === 'pm_foreign') {
            return send(400, {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: "No such PaymentMethod: 'pm_foreign'",
              },
            });
          }
          const pi = {
            id: next('pi'),
            object: 'payment_intent',
            amount: Number(body.amount),
            currency: body.currency,
            customer: body.customer,
            payment_method: body.payment_method ?? null,
            status: 'requires_payment_method',
            metadata: metadata(),
            last_payment_error: null,
          };
          const withSecret = { ...pi, client_secret: `${pi.id}_secret_fake` };
          paymentIntents.set(pi.id, withSecret);
          return send(200, withSecret);
        }
        case 'GET /payment_intents/:id': {
          const pi = paymentIntents.get(id);
          return pi ? send(200, pi) : send(404, missing(id));
        }
        case 'POST /setup_intents': {
          const si = next('seti');
          return send(200, { id: si, object: 'setup_intent', client_secret: `${si}_secret_fake` });
        }
        case 'GET /customers/:id/payment_methods':
          return send(200, {
            object: 'list',
            has_more: false,
            url: url.pathname,
            data: [
              {
                id: 'pm_card_visa',
                object: 'payment_method',
                type: 'card',
                card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
              },
            ],
          });
        case 'GET /products/:id': {
          const p = products.get(id);
          return p ? send(200, p) : send(404, missing(id));
        }
        case 'POST /products': {
          const p = { id: body.id ?? next('prod'), object: 'product', name: body.name };
          products.set(p.id, p);
          return send(200, p);
        }
        case 'POST /subscriptions': {
          const sub: Json = {
            id: next('sub'),
            object: 'subscription',
            customer: body.customer,
            status: body.trial_end ? 'trialing' : 'incomplete',
            cancel_at_period_end: false,
            trial_end: body.trial_end ? Number(body.trial_end) : null,
            metadata: metadata(),
            items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
          };
          subscriptions.set(sub.id as string, sub);
          return send(200, {
            ...sub,
            latest_invoice: {
              id: next('in'),
              object: 'invoice',
              confirmation_secret: {
                client_secret: 'pi_invoice_secret_fake',
                type: 'payment_intent',
              },
            },
            pending_setup_intent: body.trial_end
              ? { id: 'seti_sub', object: 'setup_intent', client_secret: 'seti_sub_secret_fake' }
              : null,
          });
        }
        case 'GET /subscriptions/:id': {
          const sub = subscriptions.get(id);
          return sub ? send(200, sub) : send(404, missing(id));
        }
        case 'POST /subscriptions/:id': {
          const sub = subscriptions.get(id);
          if (!sub) return send(404, missing(id));
          if ('cancel_at_period_end' in body) {
            sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
          }
          return send(200, sub);
        }
        case 'POST /checkout_sessions': {
          const s = {
            id: next('cs'),
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/pay',
            status: 'open',
            payment_status: 'unpaid',
            amount_total: Number(body['line_items[0][price_data][unit_amount]']),
            customer_details: null,
            customer_email: body.customer_email ?? null,
            metadata: metadata(),
            payment_intent: null,
          };
          sessions.set(s.id, s);
          return send(200, s);
        }
        case 'GET /checkout_sessions/:id': {
          const s = sessions.get(id);
          return s ? send(200, s) : send(404, missing(id));
        }
        default:
          return send(404, missing(url.pathname));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    subscriptions,
    paymentIntents,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function missing(id: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such object: '${id}'`,
    },
  };
}
