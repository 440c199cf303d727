import { z } from 'zod';
import type { ModuleRoutes } from '../types.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  listActiveAnnouncements,
  listAllAnnouncements,
  updateAnnouncement,
} from './service.ts';

const text = z
  .string({ error: 'El texto del anuncio es obligatorio.' })
  .trim()
  .min(1, { error: 'El texto del anuncio es obligatorio.' })
  .max(300, { error: 'El anuncio no puede superar 300 caracteres.' })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
    error: 'El anuncio contiene caracteres no válidos.',
  });
const active = z.boolean({ error: 'active debe ser true o false.' });
const position = z
  .number({ error: 'position debe ser un número.' })
  .int({ error: 'position debe ser un número entero.' })
  .min(0, { error: 'position no puede ser negativo.' })
  .max(10_000, { error: 'position es demasiado grande.' });
const idParams = z.object({ id: z.uuid({ error: 'Identificador de anuncio no válido.' }) });

export const announcementsRoutes: ModuleRoutes = (ctx) => async (app) => {
  // Public: the texts are club notices, and the marquee may render before the session is known.
  app.get('/announcements', async () => ({
    success: true,
    announcements: await listActiveAnnouncements(ctx.db),
  }));

  // Admin editing: every announcement, including the hidden ones.
  app.get('/announcements/all', async (request) => {
    await request.requireAdmin();
    return { success: true, announcements: await listAllAnnouncements(ctx.db) };
  });

  app.post(
    '/announcements',
    {
      schema: {
        body: z.object(
          { text, active: active.optional(), position: position.optional() },
          { error: 'Faltan los datos del anuncio.' },
        ),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const announcement = await createAnnouncement(ctx.db, request.body);
      return reply.code(201).send({ success: true, announcement });
    },
  );

  app.put(
    '/announcements/:id',
    {
      schema: {
        params: idParams,
        body: z.object(
          { text: text.optional(), active: active.optional(), position: position.optional() },
          { error: 'Faltan los datos del anuncio.' },
        ),
      },
    },
    async (request) => {
      await request.requireAdmin();
      const announcement = await updateAnnouncement(ctx.db, request.params.id, request.body);
      return { success: true, announcement };
    },
  );

  app.delete('/announcements/:id', { schema: { params: idParams } }, async (request) => {
    await request.requireAdmin();
    await deleteAnnouncement(ctx.db, request.params.id);
    return { success: true };
  });
};
