import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';

export interface ApiAnnouncement {
  id: string;
  text: string;
}

/** The marquee's texts: active ones, in the admin's order (position, then age). */
export async function listActiveAnnouncements(db: Queryable): Promise<ApiAnnouncement[]> {
  return db
    .select({ id: announcements.id, text: announcements.text })
    .from(announcements)
    .where(eq(announcements.active, true))
    .orderBy(asc(announcements.position), asc(announcements.createdAt), asc(announcements.id));
}
