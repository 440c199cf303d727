import {
  adminAnnouncementResponseSchema,
  adminAnnouncementsResponseSchema,
  announcementIdParamsSchema as idParams,
  announcementsResponseSchema,
  type AnnouncementsResponse,
  createAnnouncementBodySchema,
  updateAnnouncementBodySchema,
} from '@/api/announcements.ts';
import { okResponseSchema, responses } from '@/api/common.ts';
import { encodeJson, notModified, sendSerialised, serialisedOnce } from '../../lib/serialised.ts';
import { createTopicCache } from '../../lib/topic-cache.ts';
import type { ModuleRoutes } from '../types.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  listActiveAnnouncements,
  listAllAnnouncements,
  updateAnnouncement,
} from './service.ts';

/** Topic of the marquee's texts on the realtime bus: every instance drops them on a change. */
const TOPIC = 'announcements';
const ACTIVE = 'active';

export const announcementsRoutes: ModuleRoutes = (ctx) => async (app) => {
  // Read by every home screen, changed by an admin now and then (issue 29).
  const active = createTopicCache(ctx.realtime, TOPIC, () => listActiveAnnouncements(ctx.db), {
    ttlMs: 60_000,
  });
  const changed = () => ctx.realtime.forget(TOPIC, [ACTIVE]);

  // Public: the texts are club notices, and the marquee may render before the session is known.
  // Serialised once per cached list, with an ETag: the same bytes for every home screen.
  const answer = serialisedOnce((announcements: AnnouncementsResponse['announcements']) =>
    encodeJson(announcementsResponseSchema, { success: true, announcements }),
  );
  const list = { response: responses({ 200: announcementsResponseSchema, 304: notModified }) };
  app.get('/announcements', { schema: list }, async (request, reply) =>
    sendSerialised<AnnouncementsResponse>(request, reply, answer(await active.get(ACTIVE))),
  );

  // Admin editing: every announcement, including the hidden ones.
  const all = { response: responses({ 200: adminAnnouncementsResponseSchema }) };
  app.get('/announcements/all', { schema: all }, async (request) => {
    await request.requireAdmin();
    return { success: true as const, announcements: await listAllAnnouncements(ctx.db) };
  });

  app.post(
    '/announcements',
    {
      schema: {
        body: createAnnouncementBodySchema,
        response: responses({ 201: adminAnnouncementResponseSchema }),
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const announcement = await createAnnouncement(ctx.db, request.body);
      changed();
      return reply.code(201).send({ success: true as const, announcement });
    },
  );

  app.put(
    '/announcements/:id',
    {
      schema: {
        params: idParams,
        body: updateAnnouncementBodySchema,
        response: responses({ 200: adminAnnouncementResponseSchema }),
      },
    },
    async (request) => {
      await request.requireAdmin();
      const announcement = await updateAnnouncement(ctx.db, request.params.id, request.body);
      changed();
      return { success: true as const, announcement };
    },
  );

  const remove = { params: idParams, response: responses({ 200: okResponseSchema }) };
  app.delete('/announcements/:id', { schema: remove }, async (request) => {
    await request.requireAdmin();
    await deleteAnnouncement(ctx.db, request.params.id);
    changed();
    return { success: true as const };
  });
};
