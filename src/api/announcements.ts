/** The marquee's announcements (GET /announcements) and their admin editing. */
import { z } from 'zod';
import { okWith } from './common.ts';

const text = z
  .string({ error: 'validation.announcementTextRequired' })
  .trim()
  .min(1, { error: 'validation.announcementTextRequired' })
  .max(300, { error: 'validation.announcementTooLong' })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
    error: 'validation.announcementCharacters',
  });
const active = z.boolean({ error: 'validation.activeBoolean' });
const position = z
  .number({ error: 'validation.positionNumber' })
  .int({ error: 'validation.positionWhole' })
  .min(0, { error: 'validation.positionNegative' })
  .max(10_000, { error: 'validation.positionTooLarge' });

export const announcementIdParamsSchema = z.object({
  id: z.uuid({ error: 'validation.announcementIdInvalid' }),
});
export const createAnnouncementBodySchema = z.object(
  { text, active: active.optional(), position: position.optional() },
  { error: 'validation.announcementMissing' },
);
// Unknown fields are dropped, so `{}` and `{ other: 1 }` both arrive with nothing to change.
export const updateAnnouncementBodySchema = z
  .object(
    { text: text.optional(), active: active.optional(), position: position.optional() },
    { error: 'validation.announcementMissing' },
  )
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'validation.announcementNothing',
  });

export const announcementSchema = z.object({ id: z.string(), text: z.string() });
export type Announcement = z.infer<typeof announcementSchema>;
export const adminAnnouncementSchema = announcementSchema.extend({
  active: z.boolean(),
  position: z.number(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;

export const announcementsResponseSchema = okWith({
  announcements: z.array(announcementSchema),
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponseSchema>;
export const adminAnnouncementsResponseSchema = okWith({
  announcements: z.array(adminAnnouncementSchema),
});
export const adminAnnouncementResponseSchema = okWith({
  announcement: adminAnnouncementSchema,
});
