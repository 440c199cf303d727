/**
 * A route as data: its method, path, summary, access, schemas and handler in one object. Each
 * module lists its routes; `registerRoutes` adds a list to the app in one loop, the access plugin
 * (server/plugins/access.ts) enforces `access` and hands the handler the typed user, and the
 * OpenAPI document reads the summary and the access from the same object (decision 084).
 */
import type { RefusalText } from '../lib/errors.ts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import type { Access } from '../plugins/access.ts';
import { multipartRoutes } from '../plugins/uploads.ts';
import type { SessionUser } from '../sessions.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type BodyParser = 'multipart' | 'form' | 'raw';
type Scope = Parameters<FastifyPluginAsyncZod>[0];

/** The request a handler of schema S gets: body, query and params typed by their zod schemas. */
export type RouteRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
export type RouteReply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** The user a route of `A` is sure of: none on a public route (it may ask `getUser()`). */
type UserOf<A extends Access> = A extends 'public' ? null : SessionUser;

export interface RouteDefinition<S extends FastifySchema, A extends Access> {
  method: Method;
  /** Under /api, as Fastify writes it (`/users/booking/:id`). */
  path: string;
  /** The operation's one line in the OpenAPI document. */
  summary: string;
  access: A;
  /** The 403's message for a role the route refuses, where the spec words one of its own. */
  refusal?: RefusalText;
  /**
   * The one exception to a JSON body, for the few routes whose client is no JSON client. The
   * route is registered in a scope with that parser: `multipart`, a form with pictures (the
   * handler reads the parts, so `schema` has no body); `form`, an HTML page's urlencoded form
   * (parsed into an object for `schema.body`); `raw`, the bytes as sent (Stripe signs them).
   */
  bodyParser?: BodyParser;
  schema: S;
  handler: (
    request: RouteRequest<S> & { user: UserOf<A> },
    reply: RouteReply<S>,
  ) => ReturnType<Handler<S>>;
}

/** A route of any schema, as the registering loop and the document see it. */
export interface ApiRoute {
  method: Method;
  path: string;
  summary: string;
  access: Access;
  refusal?: RefusalText;
  bodyParser?: BodyParser;
  schema: FastifySchema;
  handler: RouteHandlerMethod;
}

/** Checks a route's handler against its schemas and access; the list keeps it as an ApiRoute. */
export function route<S extends FastifySchema, A extends Access>(
  definition: RouteDefinition<S, A>,
): ApiRoute {
  // The handler was checked against S and A above; the loop needs no more than Fastify's type.
  return definition as unknown as ApiRoute;
}

/**
 * A module's routes, made once from the app context (their handlers close over it) and the app's
 * logger (for work a route list starts that no request waits for).
 */
export type ModuleRoutes = (ctx: AppContext, log: FastifyBaseLogger) => ApiRoute[];

function addRoute(scope: Scope, r: ApiRoute): void {
  scope.route({
    method: r.method,
    url: r.path,
    // `x-access` goes to the document as is; docs-contract.ts reads it for security and 403.
    schema: { ...r.schema, summary: r.summary, 'x-access': r.access },
    config: { access: r.access, refusal: r.refusal },
    handler: r.handler,
  });
}

/** The scope each body parser's routes are registered in. */
function parserScope(
  parser: BodyParser,
  maxUploadBytes: number,
  routes: FastifyPluginAsyncZod,
): FastifyPluginAsyncZod {
  switch (parser) {
    case 'multipart':
      // @fastify/multipart hooks every request of its scope: only these routes pay for it.
      return multipartRoutes(maxUploadBytes, routes);
    case 'form':
      return async (scope) => {
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 4096 },
          (_req, body, done) =>
            done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
        );
        await scope.register(routes);
      };
    case 'raw':
      return async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) =>
          done(null, body),
        );
        await scope.register(routes);
      };
  }
}

/** Adds every route of the list; those with a body parser of their own, in its scope. */
export function registerRoutes(routes: readonly ApiRoute[], maxUploadBytes: number) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    for (const r of routes) if (!r.bodyParser) addRoute(app, r);
    for (const parser of ['multipart', 'form', 'raw'] as const) {
      const own = routes.filter((r) => r.bodyParser === parser);
      if (own.length === 0) continue;
      await app.register(
        parserScope(parser, maxUploadBytes, async (scope) => {
          for (const r of own) addRoute(scope, r);
        }),
      );
    }
  };
  return plugin;
}
