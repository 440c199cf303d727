import type { DetailActor, DetailBooking } from '@/domain/booking-payments.ts';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { eurosToCents, formatEurosAsSpec } from '@/domain/money.ts';
import { currentLanguage, t } from '@/i18n/index.ts';
import { formatEuros } from '@/lib/euros.ts';

/** The API's booking (euros) as the domain's permission rules read it (cents). */
export function toDetailBooking(booking: Booking): DetailBooking {
  return {
    startsAt: booking.startsAt,
    bookerId: booking.userBooked._id,
    isLeagueMatch: booking.isLeagueMatch,
    cancelled: booking.status === 'cancelled',
    players: booking.players.map((p) => ({
      amountCents: eurosToCents(p.amount),
      amountPaidCents: eurosToCents(p.amountPaid),
      paymentStatus: p.paymentStatus,
      memberId: p.memberId?._id ?? null,
      isMember: p.isMember,
    })),
  };
}

export type { DetailActor };

/** A player as the detail page names them: member's name, else the guest's name or e-mail. */
export function playerName(player: BookingPlayer): string {
  if (player.isMember) return player.memberId?.name || t('bookings.memberPlayer');
  return player.nonMemberName || player.nonMemberEmail || player.name || t('bookings.noName');
}

/**
 * The text a payment link is shared with (WhatsApp, e-mail), in the sender's language. The
 * amount keeps the spec's Spanish form ('12.50 €'); another language writes euros its own way.
 */
export function paymentLinkText(booking: Booking, player: BookingPlayer, date: string): string {
  const amount =
    currentLanguage() === 'es' ? formatEurosAsSpec(player.amount) : formatEuros(player.amount);
  return t('bookings.paymentLinkText', {
    name: playerName(player),
    amount,
    court: `${booking.courtId.type.toUpperCase()} - ${booking.courtId.name}`,
    date,
    time: booking.timeBooked,
    url: player.stripePaymentLinkUrl ?? '',
  });
}

export function whatsappHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(to: string | null, text: string): string {
  const subject = encodeURIComponent(t('bookings.paymentLinkSubject'));
  return `mailto:${to ? encodeURIComponent(to) : ''}?subject=${subject}&body=${encodeURIComponent(text)}`;
}
