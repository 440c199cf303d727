import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';

/** A module's routes: a Fastify plugin made from the app context, mounted under the API prefix. */
export type ModuleRoutes = (ctx: AppContext) => FastifyPluginAsyncZod;
