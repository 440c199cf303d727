import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { CANCEL_REASONS, canCancel, type CancellableBooking } from './cancellation.ts';

// Starts at 16:00 UTC; at 12:00 UTC it is 4 hours away, inside the 6-hour window.
const booking: CancellableBooking = {
  startsAt: '2026-11-21T16:00:00.000Z',
  paymentStatus: 'C',
  isLeagueMatch: false,
  userBooked: { _id: 'u-booker' },
  totalAmount: 20,
};
const late = new Date('2026-11-21T12:00:00Z');
const early = new Date('2026-11-21T09:00:00Z');
const booker = { id: 'u-booker', role: 'user-adult' };
const admin = { id: 'u-admin', role: 'admin' };
const dry = { temperature: 18, precipitationProbability: 0, windSpeed: 1, humidity: 40 };
const rainy = { ...dry, precipitationProbability: 10 };

describe('canCancel', () => {
  it("lets an admin cancel someone's booking late, as the server always has", () => {
    expect(canCancel(booking, booker, late, null)).toEqual({
      ok: false,
      reason: CANCEL_REASONS.tooLate,
    });
    expect(canCancel(booking, admin, late, null)).toEqual({ ok: true });
  });

  it("lets an admin cancel their own late booking from the schedule's booked slot", () => {
    const own = { ...booking, userBooked: { _id: admin.id }, totalAmount: undefined };
    expect(canCancel(own, admin, late, null)).toEqual({ ok: true });
  });

  it('never lets an admin cancel a paid booking here (refunds go another way)', () => {
    expect(inSpanish(canCancel({ ...booking, paymentStatus: 'P' }, admin, late, null))).toEqual({
      ok: false,
      reason: 'La reserva ya está pagada',
    });
  });

  it('allows a late cancel when rain is forecast (probability 10 or more)', () => {
    expect(canCancel(booking, booker, late, dry)).toEqual({
      ok: false,
      reason: CANCEL_REASONS.tooLate,
    });
    expect(canCancel(booking, booker, late, rainy)).toEqual({ ok: true });
  });

  it('is only for the booker', () => {
    expect(
      inSpanish(canCancel(booking, { id: 'u-other', role: 'user-adult' }, early, null)),
    ).toEqual({
      ok: false,
      reason: 'Solo quien hizo la reserva puede cancelarla.',
    });
  });

  it('needs a member, unless the booking is a league match', () => {
    const guest = { id: 'u-booker', role: 'guess' };
    expect(canCancel(booking, guest, early, null)).toEqual({
      ok: false,
      reason: CANCEL_REASONS.notMember,
    });
    expect(canCancel({ ...booking, isLeagueMatch: true }, guest, early, null)).toEqual({
      ok: true,
    });
  });

  it('always lets the booker cancel a booking that costs nothing', () => {
    const free = { ...booking, totalAmount: 0, paymentStatus: 'P' };
    expect(canCancel(free, booker, late, null)).toEqual({ ok: true });
  });

  it('detail mode refunds: a partly paid booking may be cancelled, a paid one only in rain', () => {
    const partly = { ...booking, paymentStatus: 'S' };
    const paid = { ...booking, paymentStatus: 'P' };
    expect(canCancel(partly, booker, early, null)).toEqual({
      ok: false,
      reason: CANCEL_REASONS.partlyPaid,
    });
    expect(canCancel(partly, booker, early, null, 'detail')).toEqual({ ok: true });
    expect(canCancel(partly, booker, late, null, 'detail')).toEqual({
      ok: false,
      reason: CANCEL_REASONS.tooLate,
    });
    expect(canCancel(partly, booker, late, rainy, 'detail')).toEqual({ ok: true });
    expect(canCancel(paid, booker, early, dry, 'detail')).toEqual({
      ok: false,
      reason: CANCEL_REASONS.paid,
    });
    expect(canCancel(paid, booker, late, rainy, 'detail')).toEqual({ ok: true });
    expect(canCancel(paid, booker, late, rainy)).toEqual({
      ok: false,
      reason: CANCEL_REASONS.paid,
    });
  });
});
