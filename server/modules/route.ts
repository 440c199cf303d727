/**
 * A route as data: its method, path, summary, access, schemas and handler in one object. Each
 * module lists its routes; `registerRoutes` adds a list to the app in one loop, the access plugin
 * (server/plugins/access.ts) enforces `access` and hands the handler the typed user, and the
 * OpenAPI document reads the summary and the access from the same object (decision 084).
 */
import type {
  ContextConfigDefault,
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

export type { Access } from '../plugins/access.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  refusal?: string;
  /**
   * The one exception to a JSON body: a form with files (a picture). The route is registered in
   * a scope with the multipart parser; it reads its parts itself, so `schema` has no body.
   */
  multipart?: true;
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
  refusal?: string;
  multipart?: true;
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

/** A module's routes, made from the app context (their handlers close over it). */
export type ModuleRoutes = (ctx: AppContext) => ApiRoute[];

function addRoute(scope: Parameters<FastifyPluginAsyncZod>[0], r: ApiRoute): void {
  scope.route({
    method: r.method,
    url: r.path,
    // `x-access` goes to the document as is; docs-contract.ts reads it for security and 403.
    schema: { ...r.schema, summary: r.summary, 'x-access': r.access },
    config: { access: r.access, refusal: r.refusal },
    handler: r.handler,
  });
}

/** Adds every route of the list, the multipart ones in a scope with the multipart parser. */
export function registerRoutes(routes: readonly ApiRoute[], maxUploadBytes: number) {
  const forms = routes.filter((r) => r.multipart);
  const plugin: FastifyPluginAsyncZod = async (app) => {
    for (const r of routes) if (!r.multipart) addRoute(app, r);
    if (forms.length === 0) return;
    await app.register(
      multipartRoutes(maxUploadBytes, async (scope) => {
        for (const r of forms) addRoute(scope, r);
      }),
    );
  };
  return plugin;
}
