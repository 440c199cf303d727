/** The marquee's announcements (GET /announcements) and their admin editing. */
import { z } from 'zod';
import { okWith } from './common.ts';

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

export const announcementIdParamsSchema = z.object({
  id: z.uuid({ error: 'Identificador de anuncio no válido.' }),
});
export const createAnnouncementBodySchema = z.object(
  { text, active: active.optional(), position: position.optional() },
  { error: 'Faltan los datos del anuncio.' },
);
// Unknown fields are dropped, so `{}` and `{ other: 1 }` both arrive with nothing to change.
export const updateAnnouncementBodySchema = z
  .object(
    { text: text.optional(), active: active.optional(), position: position.optional() },
    { error: 'Faltan los datos del anuncio.' },
  )
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: 'Indica qué cambiar del anuncio: text, active o position.',
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
