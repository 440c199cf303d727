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
  /** The Idempotency-Key header, when the call sent one. */
  idempotencyKey?: string;
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

interface State {
  subscriptions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  products: Map<string, Json>;
  sessions: Map<string, Json>;
  next(prefix: string): string;
  periodEnd: number;
  /** Answers by Idempotency-Key: Stripe replays the first answer, an error included. */
  replays: Map<string, Answer>;
}

interface Call {
  id: string;
  path: string;
  body: Record<string, string>;
  /** The form's `metadata[key]` entries as an object. */
  metadata(): Record<string, string>;
}

type Answer = [status: number, payload: unknown];
type Handler = (call: Call, state: State) => Answer;

function missing(id: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such object: '${id}'`,
    },
  };
}

const found = (object: Json | undefined, id: string): Answer =>
  object ? [200, object] : [404, missing(id)];

function createPaymentIntent({ body, metadata }: Call, state: State): Answer {
  if (body.payment_method === 'pm_foreign') {
    return [
      400,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: "No such PaymentMethod: 'pm_foreign'",
        },
      },
    ];
  }
  const id = state.next('pi');
  const pi = {
    id,
    object: 'payment_intent',
    amount: Number(body.amount),
    currency: body.currency,
    customer: body.customer,
    payment_method: body.payment_method ?? null,
    status: 'requires_payment_method',
    metadata: metadata(),
    last_payment_error: null,
    client_secret: `${id}_secret_fake`,
  };
  if (body.confirm === 'true') {
    // An off-session charge of a saved card, confirmed at once: paid, or Stripe's card error
    // carrying the intent it left unpaid.
    if (body.payment_method === DECLINING_CARD) {
      const error = { message: 'Your card was declined.', code: 'card_declined' };
      const unpaid = { ...pi, last_payment_error: error };
      state.paymentIntents.set(id, unpaid);
      return [402, { error: { type: 'card_error', ...error, payment_intent: unpaid } }];
    }
    pi.status = 'succeeded';
  }
  state.paymentIntents.set(id, pi);
  return [200, pi];
}

function createSubscription({ body, metadata }: Call, state: State): Answer {
  const sub: Json = {
    id: state.next('sub'),
    object: 'subscription',
    customer: body.customer,
    status: body.trial_end ? 'trialing' : 'incomplete',
    cancel_at_period_end: false,
    trial_end: body.trial_end ? Number(body.trial_end) : null,
    metadata: metadata(),
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: state.periodEnd }] },
  };
  state.subscriptions.set(sub.id as string, sub);
  const invoice = {
    id: state.next('in'),
    object: 'invoice',
    confirmation_secret: { client_secret: 'pi_invoice_secret_fake', type: 'payment_intent' },
  };
  const setup = { id: 'seti_sub', object: 'setup_intent', client_secret: 'seti_sub_secret_fake' };
  return [
    200,
    { ...sub, latest_invoice: invoice, pending_setup_intent: body.trial_end ? setup : null },
  ];
}

function updateSubscription({ id, body }: Call, state: State): Answer {
  const sub = state.subscriptions.get(id);
  if (!sub) return [404, missing(id)];
  if ('cancel_at_period_end' in body) {
    sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
  }
  return [200, sub];
}

function createCheckoutSession({ body, metadata }: Call, state: State): Answer {
  const session = {
    id: state.next('cs'),
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
  state.sessions.set(session.id, session);
  return [200, session];
}

const VISA = {
  id: 'pm_card_visa',
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
};

/** A card saved on another customer. */
export const FOREIGN_CARD = 'pm_card_of_someone_else';
/** A saved card whose charges decline (Stripe's pm_card_chargeCustomerFail). */
export const DECLINING_CARD = 'pm_card_chargeCustomerFail';

/** Each API call the club makes, by method and path shape. */
const HANDLERS: Record<string, Handler> = {
  'POST /customers': ({ body }, state) => [
    200,
    { id: state.next('cus'), object: 'customer', email: body.email },
  ],
  'POST /payment_intents': createPaymentIntent,
  'GET /payment_intents/:id': ({ id }, state) => found(state.paymentIntents.get(id), id),
  'POST /setup_intents': (_call, state) => {
    const si = state.next('seti');
    return [200, { id: si, object: 'setup_intent', client_secret: `${si}_secret_fake` }];
  },
  'GET /customers/:id/payment_methods': ({ path }) => [
    200,
    { object: 'list', has_more: false, url: path, data: [VISA] },
  ],
  // Stripe.js's fresh card is not attached yet; the test's saved card is this customer's.
  'GET /payment_methods/:id': ({ id }) => {
    if (id === VISA.id) return [200, { ...VISA, customer: null }];
    if (id === FOREIGN_CARD) return [200, { ...VISA, id, customer: 'cus_someone_else' }];
    return [404, missing(id)];
  },
  'GET /products/:id': ({ id }, state) => found(state.products.get(id), id),
  'POST /products': ({ body }, state) => {
    const product = { id: body.id ?? state.next('prod'), object: 'product', name: body.name };
    state.products.set(product.id, product);
    return [200, product];
  },
  'POST /subscriptions': createSubscription,
  'GET /subscriptions/:id': ({ id }, state) => found(state.subscriptions.get(id), id),
  'POST /subscriptions/:id': updateSubscription,
  'POST /checkout_sessions': createCheckoutSession,
  'GET /checkout_sessions/:id': ({ id }, state) => found(state.sessions.get(id), id),
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const state: State = {
    subscriptions: new Map(),
    paymentIntents: new Map(),
    products: new Map(),
    sessions: new Map(),
    next: (prefix) => `${prefix}_test${++counter}`,
    periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
    replays: new Map(),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = Object.fromEntries(new URLSearchParams(raw).entries());
      const method = req.method ?? 'GET';
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams.entries()),
        body,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      const segments = url.pathname.split('/').filter(Boolean).slice(1);
      // Checkout Sessions live one level deeper than the other resources.
      const parts =
        segments[0] === 'checkout' ? ['checkout_sessions', ...segments.slice(2)] : segments;
      const route = `${method} /${parts.map((p, i) => (i % 2 === 1 ? ':id' : p)).join('/')}`;
      const metadata = () =>
        Object.fromEntries(
          Object.entries(body)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        );
      const handler = HANDLERS[route];
      const call = { id: parts[1] ?? '', path: url.pathname, body, metadata };
      const replay = idempotencyKey ? state.replays.get(idempotencyKey) : undefined;
      const answer = replay ?? (handler ? handler(call, state) : [404, missing(url.pathname)]);
      if (idempotencyKey && !replay) state.replays.set(idempotencyKey, answer);
      const [status, payload] = answer;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    subscriptions: state.subscriptions,
    paymentIntents: state.paymentIntents,
    sessions: state.sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
