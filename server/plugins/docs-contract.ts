/**
 * What every operation of the published document shares, added in one place so that route objects
 * only say what is theirs (summary, access, request and success schemas): the security their
 * access means, a tag and an operationId from the path, the refusals any route can give in the
 * app's error shape, and the media type of answers that are not JSON.
 */
import { z } from 'zod';
import { errorResponseSchema, MEDIA_TYPE_KEY } from '@/api/common.ts';
import { RETRY_AFTER_SECONDS } from './errors.ts';

type JsonSchema = { [key: string]: unknown; anyOf?: JsonSchema[]; description?: string };
interface Response {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
  headers?: Record<string, unknown>;
}
export interface Operation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  /** Who may call it, from the route object (server/plugins/access.ts). */
  'x-access'?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, Response>;
}
export interface ContractDocument {
  paths: Record<string, Record<string, Operation>>;
  tags?: Array<{ name: string; description: string }>;
}

const { $schema: _dialect, ...ERROR_SCHEMA } = z.toJSONSchema(errorResponseSchema);

/** Tags by path, first match wins; any other path is tagged with its first segment. */
const PATH_TAGS: Array<[RegExp, string]> = [
  [/^\/api\/users\/(register|verify-email|resend-verification|login|logout|reset|session)/, 'auth'],
  [/^\/api\/users\/(booking|booked|bookings|invitations)\b/, 'bookings'],
  [/^\/api\/users\/(wallet|saved-cards)\b/, 'wallet'],
  [/^\/api\/users\/[a-z]+-subscription$/, 'subscriptions'],
  [/^\/api\/(users\/calendar-feed|calendar)\b/, 'calendar'],
  [/^\/api\/access\b/, 'door'],
  [/^\/api\/(courts|weather)\b/, 'courts'],
];
const TAG_DESCRIPTIONS: Record<string, string> = {
  health: 'Whether the server and its database answer',
  auth: 'Accounts, sessions, e-mail confirmation and password reset',
  users: 'The signed-in user and their profile',
  announcements: 'Club notices',
  door: 'The club door and its access log',
  courts: 'Courts, free slots and the forecast',
  bookings: 'Booking courts, players, split payments and refunds',
  calendar: 'Bookings as calendar events and feeds',
  payments: 'Payment gateway, sandbox checkout and reconciliation',
  wallet: 'The euro wallet and saved cards',
  subscriptions: 'Memberships',
  shop: 'The club shop',
  school: 'The tennis school',
  admin: 'Running the club (admins only)',
};

/** Auth calls and the door count attempts per e-mail and address: they can answer 429. */
const RATE_LIMITED =
  /^(post|put) \/api\/(users\/(register|login|reset|resend-verification)|access\/doors\/unlock)/;

function tagOf(path: string): string {
  const match = PATH_TAGS.find(([pattern]) => pattern.test(path));
  return match ? match[1] : (path.split('/')[2] ?? 'api');
}

/** `get /api/users/booking/{id}/history` → `getUsersBookingByIdHistory`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api/, '')
    .replace(/\{([^}]+)\}/g, 'by-$1')
    .split(/[/.\-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method + words.join('');
}

function errorAnswer(description: string): Response {
  return { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
}

/** The refusals this operation can give besides its own, by status. */
function refusalsOf(method: string, path: string, op: Operation): Record<string, Response> {
  const hasBody = method !== 'get';
  const hasPathParams = path.includes('{');
  const answers: Record<string, Response | false> = {
    400: (hasBody || !!op.parameters?.length) && errorAnswer('Datos no válidos'),
    401: op.security?.length !== 0 && errorAnswer('Sin sesión'),
    403:
      (hasBody || op['x-access'] === 'admin' || op['x-access'] === 'staff') &&
      errorAnswer('Sin permiso (rol, propiedad u origen)'),
    404: hasPathParams && errorAnswer('No encontrado'),
    // A rule's refusal (a level, a full match, a limit, a window): shown where the action was.
    409: hasBody && errorAnswer('Rechazado por una regla del club'),
    413: hasBody && errorAnswer('Petición demasiado grande'),
    414: hasPathParams && errorAnswer('Dirección demasiado larga'),
    415: hasBody && errorAnswer('Tipo de contenido no admitido'),
    429: RATE_LIMITED.test(`${method} ${path}`) && errorAnswer('Demasiados intentos'),
    '4XX': errorAnswer('Petición rechazada'),
    500: errorAnswer('Error interno'),
    503: {
      ...errorAnswer('Base de datos no disponible: reintentar más tarde'),
      headers: {
        'Retry-After': {
          description: `Segundos que esperar (${RETRY_AFTER_SECONDS})`,
          schema: { type: 'integer' },
        },
      },
    },
  };
  return Object.fromEntries(
    Object.entries(answers).filter((entry): entry is [string, Response] => entry[1] !== false),
  );
}

/**
 * A page or a file is documented under its own media type (`x-media-type` on its schema), not as
 * JSON; an answer that is either (an HTML page or a JSON refusal) lists both.
 */
function withMediaTypes(response: Response, fallback: string): Response {
  const description = response.description === 'Default Response' ? fallback : response.description;
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return { ...response, description };
  const members = schema.anyOf ?? [schema];
  const byType = new Map<string, JsonSchema[]>();
  for (const member of members) {
    const { [MEDIA_TYPE_KEY]: declared, ...rest } = member;
    const type = typeof declared === 'string' ? declared : 'application/json';
    byType.set(type, [...(byType.get(type) ?? []), rest]);
  }
  const content = Object.fromEntries(
    [...byType].map(([type, list]) => [
      type,
      { schema: list.length === 1 ? list[0]! : { anyOf: list } },
    ]),
  );
  return { ...response, description, content };
}

/** The document as published: every operation tagged, named and with every answer it can give. */
export function completeContract<T extends ContractDocument>(doc: T): T {
  const used = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // A public route needs no session; the others take the document's default (the cookie).
      if (op['x-access'] === 'public') op.security = [];
      op.tags ??= [tagOf(path)];
      op.tags.forEach((tag) => used.add(tag));
      op.operationId ??= operationIdOf(method, path);
      const refusals = refusalsOf(method, path, op);
      // The route's own '4XX' is the same error shape (from `responses()`), described here.
      const own = Object.entries(op.responses)
        .filter(([status]) => status !== '4XX')
        .map(([status, r]) => {
          const schema = r.content?.['application/json']?.schema;
          const fallback = refusals[status]?.description ?? schema?.description ?? 'OK';
          return [status, withMediaTypes(r, fallback)];
        });
      op.responses = { ...refusals, ...Object.fromEntries(own) };
    }
  }
  doc.tags = [...used].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return doc;
}
