import { describe, expect, it } from 'vitest';
import { DOOR_NOT_ALLOWED_MESSAGE, DOOR_REASONS, doorAccess } from './door-access.ts';

const now = new Date('2026-03-02T10:00:00Z');
const at = (iso: string) => new Date(iso);
const booking = (id: string, start: string, end: string) => ({
  id,
  startsAt: at(start),
  endsAt: at(end),
});

describe('doorAccess', () => {
  it.each([
    ['admin', DOOR_REASONS.staff],
    ['coach', DOOR_REASONS.staff],
    ['user-adult', DOOR_REASONS.member],
    ['vip', DOOR_REASONS.member],
  ])('lets role %s in with the reason %s', (role, reason) => {
    expect(doorAccess({ role, holdsMembership: false, bookings: [] }, now)).toEqual({
      allowed: true,
      reason,
      window: null,
    });
  });

  it('lets a non-member holding a membership subscription in', () => {
    const access = doorAccess({ role: 'guess', holdsMembership: true, bookings: [] }, now);
    expect(access).toMatchObject({ allowed: true, reason: DOOR_REASONS.membership });
  });

  it('opens from 30 minutes before a booking until its end, and not a minute earlier', () => {
    const b = booking('b1', '2026-03-02T10:30:00Z', '2026-03-02T11:30:00Z');
    const input = { role: 'guess', holdsMembership: false, bookings: [b] };
    expect(doorAccess(input, at('2026-03-02T10:00:00Z'))).toEqual({
      allowed: true,
      reason: DOOR_REASONS.booking,
      window: { bookingId: 'b1', opensAt: at('2026-03-02T10:00:00Z'), closesAt: b.endsAt },
    });
    expect(doorAccess(input, at('2026-03-02T11:30:00Z')).allowed).toBe(true);
    expect(doorAccess(input, at('2026-03-02T09:59:00Z'))).toEqual({
      allowed: false,
      reason: DOOR_NOT_ALLOWED_MESSAGE,
      nextWindow: { bookingId: 'b1', opensAt: at('2026-03-02T10:00:00Z'), closesAt: b.endsAt },
    });
    expect(doorAccess(input, at('2026-03-02T11:31:00Z'))).toMatchObject({
      allowed: false,
      nextWindow: null,
    });
  });

  it('names the earliest window still to open, whatever the order given', () => {
    const late = booking('late', '2026-03-05T18:00:00Z', '2026-03-05T19:00:00Z');
    const soon = booking('soon', '2026-03-03T09:00:00Z', '2026-03-03T10:30:00Z');
    const access = doorAccess({ role: 'uca', holdsMembership: false, bookings: [late, soon] }, now);
    expect(access).toMatchObject({
      allowed: false,
      nextWindow: { bookingId: 'soon', opensAt: at('2026-03-03T08:30:00Z') },
    });
  });

  it('says nothing opens when a non-member has no booking', () => {
    expect(doorAccess({ role: 'guess', holdsMembership: false, bookings: [] }, now)).toEqual({
      allowed: false,
      reason: DOOR_NOT_ALLOWED_MESSAGE,
      nextWindow: null,
    });
  });
});
