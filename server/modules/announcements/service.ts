import { asc, eq } from 'drizzle-orm';
import type { AdminAnnouncement, Announcement as ApiAnnouncement } from '@/api/announcements.ts';
import { msg } from '@/i18n/message.ts';
import type { Queryable } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

const ORDER = [asc(announcements.position), asc(announcements.createdAt), asc(announcements.id)];

/** The marquee's texts: active ones, in the admin's order (position, then age). */
export async function listActiveAnnouncements(db: Queryable): Promise<ApiAnnouncement[]> {
  return db
    .select({ id: announcements.id, text: announcements.text })
    .from(announcements)
    .where(eq(announcements.active, true))
    .orderBy(...ORDER);
}

const adminColumns = {
  id: announcements.id,
  text: announcements.text,
  active: announcements.active,
  position: announcements.position,
};

export async function listAllAnnouncements(db: Queryable): Promise<AdminAnnouncement[]> {
  return db
    .select(adminColumns)
    .from(announcements)
    .orderBy(...ORDER);
}

export async function createAnnouncement(
  db: Queryable,
  input: { text: string; active?: boolean; position?: number },
): Promise<AdminAnnouncement> {
  const [row] = await db.insert(announcements).values(input).returning(adminColumns);
  return row!;
}

export async function updateAnnouncement(
  db: Queryable,
  id: string,
  changes: { text?: string; active?: boolean; position?: number },
): Promise<AdminAnnouncement> {
  const [row] = await db
    .update(announcements)
    .set(changes)
    .where(eq(announcements.id, id))
    .returning(adminColumns);
  if (!row) throw notFound(msg('errors.announcementNotFound'));
  return row;
}

export async function deleteAnnouncement(db: Queryable, id: string): Promise<void> {
  const rows = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (rows.length === 0) throw notFound(msg('errors.announcementNotFound'));
}
