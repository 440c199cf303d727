import {
  adminAnnouncementResponseSchema,
  adminAnnouncementsResponseSchema,
  announcementIdParamsSchema as params,
  announcementsResponseSchema,
  type AnnouncementsResponse,
  createAnnouncementBodySchema,
  updateAnnouncementBodySchema,
} from '@/api/announcements.ts';
import { okResponseSchema, responses } from '@/api/common.ts';
import { encodeJson, notModified, sendSerialised, serialisedOnce } from '../../lib/serialised.ts';
import { createTopicCache } from '../../lib/topic-cache.ts';
import { route, type ModuleRoutes } from '../route.ts';
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

export const announcementsRoutes: ModuleRoutes = (ctx) => {
  // Read by every home screen, changed by an admin now and then (issue 29).
  const active = createTopicCache(ctx.realtime, TOPIC, () => listActiveAnnouncements(ctx.db), {
    ttlMs: 60_000,
  });
  const changed = () => ctx.realtime.forget(TOPIC, [ACTIVE]);
  // Serialised once per cached list, with an ETag: the same bytes for every home screen.
  const answer = serialisedOnce((announcements: AnnouncementsResponse['announcements']) =>
    encodeJson(announcementsResponseSchema, { success: true, announcements }),
  );

  return [
    // Public: the texts are club notices, and the marquee may render before the session is known.
    route({
      method: 'GET',
      path: '/announcements',
      summary: 'Active announcements',
      access: 'public',
      schema: { response: responses({ 200: announcementsResponseSchema, 304: notModified }) },
      handler: async (request, reply) =>
        sendSerialised<AnnouncementsResponse>(request, reply, answer(await active.get(ACTIVE))),
    }),
    // Admin editing: every announcement, including the hidden ones.
    route({
      method: 'GET',
      path: '/announcements/all',
      summary: 'All announcements, hidden ones included',
      access: 'admin',
      schema: { response: responses({ 200: adminAnnouncementsResponseSchema }) },
      handler: async () => ({
        success: true as const,
        announcements: await listAllAnnouncements(ctx.db),
      }),
    }),
    route({
      method: 'POST',
      path: '/announcements',
      summary: 'Create an announcement',
      access: 'admin',
      schema: {
        body: createAnnouncementBodySchema,
        response: responses({ 201: adminAnnouncementResponseSchema }),
      },
      handler: async (request, reply) => {
        const announcement = await createAnnouncement(ctx.db, request.body);
        changed();
        return reply.code(201).send({ success: true as const, announcement });
      },
    }),
    route({
      method: 'PUT',
      path: '/announcements/:id',
      summary: 'Edit an announcement',
      access: 'admin',
      schema: {
        params,
        body: updateAnnouncementBodySchema,
        response: responses({ 200: adminAnnouncementResponseSchema }),
      },
      handler: async (request) => {
        const announcement = await updateAnnouncement(ctx.db, request.params.id, request.body);
        changed();
        return { success: true as const, announcement };
      },
    }),
    route({
      method: 'DELETE',
      path: '/announcements/:id',
      summary: 'Delete an announcement',
      access: 'admin',
      schema: { params, response: responses({ 200: okResponseSchema }) },
      handler: async (request) => {
        await deleteAnnouncement(ctx.db, request.params.id);
        changed();
        return { success: true as const };
      },
    }),
  ];
};
