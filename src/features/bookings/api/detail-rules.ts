import type { DetailActor, DetailBooking } from '@/domain/booking-payments.ts';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { eurosToCents } from '@/domain/money.ts';

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
  if (player.isMember) return player.memberId?.name || 'Jugador Socio';
  return player.nonMemberName || player.nonMemberEmail || player.name || 'N/A';
}

/** The text a payment link is shared with (WhatsApp, e-mail). */
export function paymentLinkText(booking: Booking, player: BookingPlayer, date: string): string {
  const court = `${booking.courtId.type.toUpperCase()} - ${booking.courtId.name}`;
  return (
    `Hola ${playerName(player)}, este es el enlace para pagar tu parte (${player.amount.toFixed(2)} €) ` +
    `de la reserva de ${court} del ${date}, ${booking.timeBooked}: ${player.stripePaymentLinkUrl ?? ''}`
  );
}

export function whatsappHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(to: string | null, text: string): string {
  const subject = encodeURIComponent('Enlace de pago de tu reserva');
  return `mailto:${to ? encodeURIComponent(to) : ''}?subject=${subject}&body=${encodeURIComponent(text)}`;
}
