import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import {
  MATCH_MESSAGES,
  autoCancelAt,
  canJoinMatch,
  canLeaveMatch,
  canOpenMatch,
  canQueueForMatch,
  isDueForAutoCancel,
  joinShareCents,
  levelInRange,
  levelRefusal,
  levelRangeLabel,
  originalShares,
  seatShares,
  seatsLeft,
  type JoinableMatch,
  type Joiner,
  type OpenableBooking,
} from './matches.ts';

const start = new Date('2026-12-01T18:00:00Z');
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);

const booking: OpenableBooking = {
  startsAt: start,
  bookerId: 'booker',
  cancelled: false,
  isLeagueMatch: false,
  playerCount: 1,
  anyPaid: false,
  alreadyOpen: false,
};
const request = { seats: 3, levelMin: 3, levelMax: 4.5 };

const match: JoinableMatch = {
  status: 'open',
  startsAt: start,
  seats: 3,
  taken: 1,
  held: 0,
  bookerId: 'booker',
  levelMin: 3,
  levelMax: 4.5,
};
const joiner: Joiner = { id: 'ana', level: 3.8, alreadyIn: false };

describe('opening a match', () => {
  it('lets the booker open an unpaid booking with seats up to four players', () => {
    expect(canOpenMatch(booking, 'booker', request, hoursBefore(24), 120)).toEqual({ ok: true });
  });

  it('refuses with the Spanish reason', () => {
    const reason = (b: Partial<OpenableBooking>, r = request, actor = 'booker', at = 24) => {
      const check = canOpenMatch({ ...booking, ...b }, actor, r, hoursBefore(at), 120);
      return check.ok ? null : check.message;
    };
    expect(reason({}, request, 'other')).toBe(MATCH_MESSAGES.notBooker);
    expect(reason({ cancelled: true })).toBe(MATCH_MESSAGES.cancelled);
    expect(reason({ alreadyOpen: true })).toBe(MATCH_MESSAGES.alreadyOpen);
    expect(reason({ isLeagueMatch: true })).toBe(MATCH_MESSAGES.league);
    expect(reason({ anyPaid: true })).toBe(MATCH_MESSAGES.paid);
    expect(reason({ playerCount: 2 })).toBe(MATCH_MESSAGES.seats);
    expect(reason({}, { ...request, seats: 0 })).toBe(MATCH_MESSAGES.seats);
    expect(reason({}, { ...request, levelMin: 5 })).toBe(MATCH_MESSAGES.levelOrder);
    expect(reason({}, request, 'booker', 2)).toBe(MATCH_MESSAGES.tooLateToOpen);
  });
});

describe('the level range', () => {
  it('takes the bounds inclusively and everyone when there is no range', () => {
    expect(levelInRange(3, match)).toBe(true);
    expect(levelInRange(4.5, match)).toBe(true);
    expect(levelInRange(2.9, match)).toBe(false);
    expect(levelInRange(4.6, match)).toBe(false);
    expect(levelInRange(null, match)).toBe(false);
    expect(levelInRange(null, { levelMin: null, levelMax: null })).toBe(true);
    expect(levelInRange(6, { levelMin: 5, levelMax: null })).toBe(true);
  });

  it('says why a level keeps a member out, before anyone pays', () => {
    expect(levelRefusal(3.5, match)).toBeNull();
    expect(levelRefusal(2.9, match)).toBe('outOfRange');
    expect(levelRefusal(null, match)).toBe('noLevel');
    expect(levelRefusal(null, { levelMin: null, levelMax: null })).toBeNull();
  });

  it('reads as players write it', () => {
    expect(inSpanish(levelRangeLabel(match))).toBe('3.0–4.5');
    expect(inSpanish(levelRangeLabel({ levelMin: 2, levelMax: null }))).toBe('desde 2.0');
    expect(inSpanish(levelRangeLabel({ levelMin: null, levelMax: 4 }))).toBe('hasta 4.0');
    expect(inSpanish(levelRangeLabel({ levelMin: null, levelMax: null }))).toBe(
      'Todos los niveles',
    );
  });
});

describe('joining', () => {
  const reason = (m: Partial<JoinableMatch>, j: Partial<Joiner> = {}, at = 24) => {
    const check = canJoinMatch({ ...match, ...m }, { ...joiner, ...j }, hoursBefore(at), 120);
    return check.ok ? null : check.message;
  };

  it('seats a member of the right level while seats are left', () => {
    expect(reason({})).toBeNull();
    expect(seatsLeft(match)).toBe(2);
  });

  it('refuses a full, closed or late match, a repeat and a level out of range', () => {
    expect(reason({ taken: 3 })).toBe(MATCH_MESSAGES.full);
    expect(reason({ taken: 2, held: 1 })).toBe(MATCH_MESSAGES.heldForOther);
    expect(reason({ taken: 2, held: 1 }, { holdsSeat: true })).toBeNull();
    expect(reason({ status: 'closed' })).toBe(MATCH_MESSAGES.closed);
    expect(reason({ status: 'cancelled' })).toBe(MATCH_MESSAGES.closed);
    expect(reason({}, {}, 1.5)).toBe(MATCH_MESSAGES.closed);
    expect(reason({}, { alreadyIn: true })).toBe(MATCH_MESSAGES.alreadyIn);
    expect(reason({}, { id: 'booker' })).toBe(MATCH_MESSAGES.alreadyIn);
    expect(reason({}, { level: 2.5 })).toBe(MATCH_MESSAGES.outOfRange);
    expect(reason({}, { level: null })).toBe(MATCH_MESSAGES.noLevel);
  });

  it('takes the seat list only when the match is full', () => {
    const queue = (m: Partial<JoinableMatch>, queued = false) => {
      const check = canQueueForMatch(
        { ...match, ...m },
        { ...joiner, queued },
        hoursBefore(24),
        120,
      );
      return check.ok ? null : check.message;
    };
    expect(queue({})).toBe(MATCH_MESSAGES.notFull);
    expect(queue({ taken: 3 })).toBeNull();
    expect(queue({ taken: 3 }, true)).toBe(MATCH_MESSAGES.alreadyQueued);
  });
});

describe('leaving', () => {
  it('is allowed to a joined player until 6 hours before the start', () => {
    const leave = (h: number, id = 'ana', isIn = true) => {
      const check = canLeaveMatch(match, { id, isIn }, hoursBefore(h));
      return check.ok ? null : check.message;
    };
    expect(leave(6)).toBeNull();
    expect(leave(5.9)).toBe(MATCH_MESSAGES.leaveTooLate);
    expect(leave(24, 'booker')).toBe(MATCH_MESSAGES.bookerStays);
    expect(leave(24, 'ana', false)).toBe(MATCH_MESSAGES.notIn);
    expect(inSpanish(MATCH_MESSAGES.leaveTooLate)).toBe(
      'Faltan menos de 6 horas para el inicio: ya no puedes dejar el partido.',
    );
  });
});

describe('the auto-cancel time', () => {
  it('is the configured minutes before the start', () => {
    expect(autoCancelAt(start, 120).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(isDueForAutoCancel(start, 120, hoursBefore(2.01))).toBe(false);
    expect(isDueForAutoCancel(start, 120, hoursBefore(2))).toBe(true);
  });
});

describe('shares', () => {
  it('splits the court price so the parts add up to the cent', () => {
    expect(seatShares(4801, 4)).toEqual([1201, 1200, 1200, 1200]);
    expect(joinShareCents(4801, 4)).toBe(1200);
    const open = originalShares(4801, 4, 3, [{ usedInvitation: false }]);
    expect(open).toEqual({ amounts: [1201], totalCents: 1201 });
    // Closed with one seat taken: the booker's side pays for the two seats nobody took.
    const closed = originalShares(4801, 4, 1, [
      { usedInvitation: false },
      { usedInvitation: false },
    ]);
    expect(closed.totalCents + 1 * 1200).toBe(4801);
  });
});
