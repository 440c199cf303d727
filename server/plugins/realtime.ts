/** The socket.io hub on the app's HTTP server, as `app.realtime`, closed before the app closes. */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createRealtime, type Realtime } from '../realtime.ts';
import type { SessionUser } from '../sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const realtimePlugin = fp<{
  config: Config;
  database: DatabaseHandle;
  realtime?: Realtime;
  findSessionUser: (token: string) => Promise<SessionUser | null>;
}>(
  async (app, { config, database, realtime, findSessionUser }) => {
    const hub =
      realtime ??
      createRealtime(app.server, {
        db: database.db,
        databaseUrl: database.url,
        corsOrigins: config.corsOrigins,
        log: app.log,
        findSessionUser,
      });
    app.decorate('realtime', hub);
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'realtime' },
);
