/** After a freeing transaction commits: each promoted (or refused) member is told live and by e-mail. */
import { inArray } from 'drizzle-orm';
import { waitlistUpdatedEvent, type WaitlistUpdatedPayload } from '@/api/waitlist.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import { users } from '../../../db/schema/index.ts';
import { compose } from '../../../adapters/mail/index.ts';
import { memberLanguage, translator, wordIn } from '../../../i18n.ts';
import { wordStored } from '../../../stored-text.ts';
import { notify } from '../../notifications/index.ts';
import { publishBookingById } from '../core/events.ts';
import type { Promotion } from './promote.ts';

const SUBJECTS: Record<Promotion['status'], MessageKey> = {
  booked: 'mail.waitlistBookedSubject',
  held: 'mail.waitlistHeldSubject',
  refused: 'mail.waitlistRefusedSubject',
};

export async function publishPromotions(
  ctx: AppContext,
  promotions: readonly Promotion[],
): Promise<void> {
  if (promotions.length === 0) return;
  const people = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      inArray(
        users.id,
        promotions.map((p) => p.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const promotion of promotions) {
    if (promotion.bookingId) await publishBookingById(ctx, promotion.bookingId, 'created');
    const person = byId.get(promotion.userId);
    const told = wordStored(memberLanguage(person?.language), promotion.message);
    const payload: WaitlistUpdatedPayload = {
      entryId: promotion.entryId,
      status: promotion.status === 'refused' ? 'waiting' : promotion.status,
      message: told,
      bookingId: promotion.bookingId,
    };
    ctx.realtime.emitToUser(promotion.userId, waitlistUpdatedEvent(promotion.userId), payload);
    if (!person) continue;
    const target = promotion.bookingId ? `/bookings/${promotion.bookingId}` : '/courts';
    await notify(ctx, {
      kind: 'match',
      subject: `waitlist:${promotion.entryId}:${promotion.status}`,
      userId: promotion.userId,
      title: msg(SUBJECTS[promotion.status]),
      body: (language) =>
        translator(language)('push.waitlistBody', {
          message: wordStored(language, promotion.message),
          court: wordIn(language, promotion.courtLabel),
          when: promotion.when,
        }),
      url: target,
      tag: `waitlist-${promotion.entryId}`,
      mailed: true,
    });
    await ctx.mailer.send(promotionMail(ctx, person, promotion, target));
  }
}

function promotionMail(
  ctx: AppContext,
  person: { name: string; email: string; language: string | null },
  promotion: Promotion,
  target: string,
) {
  const language = memberLanguage(person.language);
  const t = translator(language);
  return compose(
    language,
    person.email,
    t(SUBJECTS[promotion.status]),
    t('mail.greeting', { name: person.name }),
    [
      wordStored(language, promotion.message),
      t('mail.waitlistCourt', { court: t(promotion.courtLabel), when: promotion.when }),
    ],
    {
      label: promotion.bookingId ? t('mail.seeBooking') : t('mail.goToCourts'),
      url: `${ctx.config.publicUrl}${target}`,
    },
    t('mail.waitlistFooter'),
    ctx.config.club.name,
  );
}
