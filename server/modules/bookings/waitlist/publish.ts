/** After a freeing transaction commits: each promoted (or refused) member is told live and by e-mail. */
import { inArray } from 'drizzle-orm';
import { waitlistUpdatedEvent, type WaitlistUpdatedPayload } from '@/api/waitlist.ts';
import type { AppContext } from '../../../context.ts';
import { users } from '../../../db/schema/index.ts';
import { compose } from '../../../adapters/mail/index.ts';
import { memberLanguage, translator } from '../../../i18n.ts';
import { notify } from '../../notifications/index.ts';
import { publishBookingById } from '../core/events.ts';
import type { Promotion } from './promote.ts';

const SUBJECTS: Record<Promotion['status'], string> = {
  booked: 'Se liberó tu pista: ya está reservada',
  held: 'Se liberó tu pista: tienes 15 minutos para pagarla',
  refused: 'Se liberó una pista de tu lista de espera',
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
    const told = translator(memberLanguage(person?.language))(promotion.message);
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
      title: SUBJECTS[promotion.status],
      body: `${told} ${promotion.courtLabel}, ${promotion.when}.`,
      url: target,
      tag: `waitlist-${promotion.entryId}`,
      mailed: true,
    });
    await ctx.mailer.send(
      compose(
        person.email,
        SUBJECTS[promotion.status],
        `Hola, ${person.name}:`,
        [told, `Pista: ${promotion.courtLabel}, ${promotion.when}.`],
        {
          label: promotion.bookingId ? 'Ver la reserva' : 'Ir a las pistas',
          url: `${ctx.config.publicUrl}${target}`,
        },
        'Puedes ver y dejar tus listas de espera en Mis Reservas.',
        ctx.config.club.name,
      ),
    );
  }
}
