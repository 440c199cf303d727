import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import {
  bookingStatus,
  canChangePlayers,
  canCreatePaymentLink,
  canPayPart,
  canPayTotal,
  canRemovePlayer,
  cardAllowed,
  paymentsOpen,
  playerStatus,
  shareAmounts,
  totalDueCents,
  type DetailBooking,
} from './booking-payments.ts';

const plain = { usedInvitation: false };

describe('shareAmounts', () => {
  it('splits equally and gives the odd cents to the first players, the booker first', () => {
    expect(shareAmounts(1000, [plain, plain, plain])).toEqual({
      amounts: [334, 333, 333],
      totalCents: 1000,
    });
    expect(shareAmounts(1001, [plain, plain, plain, plain]).amounts).toEqual([251, 250, 250, 250]);
  });

  it('always adds up to the total, to the cent', () => {
    for (let price = 0; price < 3000; price += 7) {
      for (let n = 1; n <= 4; n += 1) {
        const { amounts, totalCents } = shareAmounts(price, Array(n).fill(plain));
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(price);
        expect(totalCents).toBe(price);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('takes 5 € off an invited share, never below 0, and the total with it', () => {
    expect(shareAmounts(2400, [plain, { usedInvitation: true }])).toEqual({
      amounts: [1200, 700],
      totalCents: 1900,
    });
    expect(shareAmounts(600, [plain, { usedInvitation: true }])).toEqual({
      amounts: [300, 0],
      totalCents: 300,
    });
  });
});

describe('status and due', () => {
  const part = (amountCents: number, amountPaidCents: number, paymentStatus = 'C') => ({
    amountCents,
    amountPaidCents,
    paymentStatus,
  });

  it('C none paid, S some, P all, F a failed card with nothing paid', () => {
    expect(bookingStatus([part(500, 0), part(500, 0)])).toBe('C');
    expect(bookingStatus([part(500, 500), part(500, 0)])).toBe('S');
    expect(bookingStatus([part(500, 500), part(500, 500)])).toBe('P');
    expect(bookingStatus([part(500, 0, 'F'), part(500, 0)])).toBe('F');
    expect(bookingStatus([part(500, 500), part(500, 0, 'F')])).toBe('S');
    expect(bookingStatus([part(500, 500), part(0, 0)])).toBe('P');
  });

  it('totalDue is what is unpaid; a player with nothing to pay is invited', () => {
    expect(totalDueCents([part(500, 500), part(333, 0), part(0, 0)])).toBe(333);
    expect(playerStatus(part(0, 0))).toBe('I');
    expect(playerStatus(part(500, 0), true)).toBe('F');
    expect(playerStatus(part(500, 500))).toBe('P');
  });
});

const start = '2026-11-23T16:00:00.000Z';
const before = new Date('2026-11-23T15:59:59Z');
const after = new Date('2026-11-23T16:00:00Z');
const booking: DetailBooking = {
  startsAt: start,
  bookerId: 'booker',
  isLeagueMatch: false,
  cancelled: false,
  players: [
    { memberId: 'booker', isMember: true, amountCents: 600, amountPaidCents: 0 },
    { memberId: 'ana', isMember: true, amountCents: 600, amountPaidCents: 0 },
    { memberId: null, isMember: false, amountCents: 600, amountPaidCents: 0 },
  ],
};
const booker = { id: 'booker', role: 'user-adult' };
const ana = { id: 'ana', role: 'user-adult' };
const vip = { id: 'v', role: 'vip' };

describe('who may pay', () => {
  it('opens payments at the start of the booking', () => {
    expect(paymentsOpen(start, before)).toBe(false);
    expect(paymentsOpen(start, after)).toBe(true);
    expect(canPayPart(booking, ana, 1, before)).toMatchObject({ code: 'notOpen' });
  });

  it('a part: the player themself or a vip, a member part, unpaid', () => {
    expect(canPayPart(booking, ana, 1, after)).toEqual({ ok: true });
    expect(canPayPart(booking, vip, 1, after)).toEqual({ ok: true });
    expect(canPayPart(booking, booker, 1, after)).toMatchObject({ code: 'notYourPart' });
    expect(canPayPart(booking, booker, 2, after)).toMatchObject({ code: 'guestPart' });
    expect(canPayPart(booking, booker, 7, after)).toMatchObject({ code: 'noSuchPlayer' });
    const paidAna = {
      ...booking,
      players: booking.players.map((p, i) => (i === 1 ? { ...p, amountPaidCents: 600 } : p)),
    };
    expect(inSpanish(canPayPart(paidAna, ana, 1, after))).toMatchObject({
      message: 'Esta parte ya está pagada.',
    });
    const league = { ...booking, isLeagueMatch: true };
    expect(canPayPart(league, vip, 2, after)).toEqual({ ok: true });
  });

  it('the total: the booker, with 2 players at least, while unpaid', () => {
    expect(canPayTotal(booking, booker, after)).toEqual({ ok: true });
    expect(canPayTotal(booking, ana, after)).toMatchObject({ code: 'totalBookerOnly' });
    const alone = { ...booking, players: booking.players.slice(0, 1) };
    expect(inSpanish(canPayTotal(alone, booker, after))).toMatchObject({
      message: 'Para pagar el total, la reserva necesita al menos 2 jugadores.',
    });
    expect(canPayTotal({ ...booking, cancelled: true }, booker, after)).toMatchObject({
      code: 'cancelled',
    });
  });

  it('cards from 5 €', () => {
    expect(cardAllowed(499)).toBe(false);
    expect(cardAllowed(500)).toBe(true);
  });

  it('a payment link: a guest of a non-league booking, by the booker, once', () => {
    expect(canCreatePaymentLink(booking, booker, 2, after, false)).toEqual({ ok: true });
    expect(inSpanish(canCreatePaymentLink(booking, booker, 2, after, true))).toMatchObject({
      message: 'El enlace de pago ya está generado.',
    });
    expect(canCreatePaymentLink(booking, booker, 1, after, false)).toMatchObject({
      code: 'linkGuestOnly',
    });
    expect(canCreatePaymentLink(booking, ana, 2, after, false)).toMatchObject({
      code: 'linkBookerOnly',
    });
    expect(canCreatePaymentLink(booking, booker, 2, before, false)).toMatchObject({
      code: 'notOpen',
    });
  });
});

describe('who may change players', () => {
  it('the booker while nothing is paid and not a league match; never their own entry', () => {
    expect(canChangePlayers(booking, booker)).toEqual({ ok: true });
    expect(canChangePlayers(booking, ana)).toMatchObject({ code: 'playersBookerOnly' });
    expect(canChangePlayers({ ...booking, isLeagueMatch: true }, booker)).toMatchObject({
      code: 'playersLocked',
    });
    const somePaid = {
      ...booking,
      players: booking.players.map((p, i) => (i === 1 ? { ...p, amountPaidCents: 600 } : p)),
    };
    expect(canChangePlayers(somePaid, booker)).toMatchObject({ code: 'playersLocked' });
    expect(inSpanish(canRemovePlayer(booking, booker, 0))).toMatchObject({
      message: 'No se puede eliminar a quien hizo la reserva.',
    });
    expect(canRemovePlayer(booking, booker, 2)).toEqual({ ok: true });
  });
});
