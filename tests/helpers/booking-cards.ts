import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import type { Court } from '@/api/courts.ts';

// Fixtures for the bookings feature's component tests.

const HOUR = 3_600_000;

export function testPlayer(overrides: Partial<BookingPlayer> = {}): BookingPlayer {
  return {
    isMember: true,
    memberId: {
      _id: 'u1',
      name: 'Sofía Socia',
      email: 'sofia@club.local',
      role: 'user-adult',
      image: null,
    },
    nonMemberName: null,
    nonMemberEmail: null,
    name: null,
    usedInvitation: false,
    isUca: false,
    amount: 0,
    amountPaid: 0,
    paymentStatus: 'C',
    stripePaymentLinkUrl: null,
    index: 0,
    familyRelation: null,
    ...overrides,
  };
}

/** A booking starting `startsInHours` from now (negative: in the past) on the club's 'Tenis 2'. */
export function testBooking(
  id: string,
  startsInHours: number,
  overrides: Partial<Booking> = {},
): Booking {
  const start = new Date(Date.now() + startsInHours * HOUR);
  return {
    _id: id,
    courtId: { _id: 'c1', type: 'tennis', name: 'Tenis 2' },
    dateBooked: '2030-05-17',
    timeBooked: '18:00 - 19:00',
    slots: ['18:00 - 19:00'],
    yearBooked: 2030,
    monthBooked: 5,
    dayBooked: 17,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + HOUR).toISOString(),
    userBooked: {
      _id: 'u1',
      name: 'Sofía Socia',
      email: 'sofia@club.local',
      role: 'user-adult',
      image: null,
    },
    paymentStatus: 'C',
    totalAmount: 0,
    totalDue: 0,
    isLeagueMatch: false,
    players: [testPlayer()],
    status: 'active',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** A court open 18:00-21:00, bookable a week ahead by members, with what a test changes. */
export function testCourt(overrides: Partial<Court> = {}): Court {
  return {
    _id: 'c1',
    name: 'Tenis 2',
    type: 'tennis',
    image: null,
    costs: { nonMember: 8, uca: 5 },
    maxDaysInAdvance: { member: 7, nonMember: 2 },
    maxBookingsPerWeek: { member: 6, nonMember: 1 },
    blockedTimes: [],
    openingTime: '18:00',
    closingTime: '21:00',
    slotMinutes: 60,
    ...overrides,
  };
}
