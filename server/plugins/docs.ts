/**
 * The contract as OpenAPI, made from the routes' zod schemas: the document at /api/docs/json and
 * a browsable page at /api/docs (Swagger UI, served from this origin, so it works under the
 * app's CSP). Registered before the modules, so it sees every route they add.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { documentedAs } from '@/api/common.ts';
import { completeContract, type ContractDocument } from './docs-contract.ts';

export const DOCS_PREFIX = '/api/docs';

export const docsPlugin = fp<{ apiPrefix: string }>(
  async (app, { apiPrefix }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Club de Tenis y Pádel — API',
          description:
            'The members app contract (spec section 7). Errors answer `{ success: false, message }` with a message in the language of the asker (their account, else Accept-Language, else Spanish).',
          version: '1.0.0',
          license: {
            name: 'Privado: todos los derechos reservados',
            identifier: 'LicenseRef-Proprietary',
          },
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'club_session' },
          },
        },
        // Every operation needs the session unless its route's access is public.
        security: [{ session: [] }],
      },
      transform: (input) => {
        const body = input.schema.body as ZodType | undefined;
        const shown = body && documentedAs.get(body);
        return jsonSchemaTransform(
          shown ? { ...input, schema: { ...input.schema, body: shown } } : input,
        );
      },
      // Always OpenAPI here (the `openapi` option above), never Swagger 2.
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? completeContract(documentObject.openapiObject as ContractDocument)
          : documentObject.swaggerObject,
      // Only the API: the PWA's files and the uploads are not part of the contract.
      hideUntagged: false,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: false },
      // A page under /api: the documents' headers (security.ts), not the JSON answers'.
      uiHooks: {
        onRequest: (_request, reply, done) => {
          reply.asDocument();
          done();
        },
      },
    });
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(apiPrefix) || route.url.startsWith(DOCS_PREFIX)) {
        route.schema = { ...route.schema, hide: true };
      }
    });
  },
  { name: 'docs' },
);
