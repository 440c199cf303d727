/**
 * The demo club's past bookings: every court slot of the history that has ended, taken with a
 * chance that follows a club's week (evenings and weekend mornings busy, weekday middays quiet),
 * never on a blocked slot and never twice, by a booker within the club's daily and weekly caps,
 * at the court's price for the booker's role (src/domain), with its players. Some are cancelled
 * (and the slot often taken again); what happens to the money is history-payments.ts.
 */
import { roleLimit } from '@/domain/booking-roles.ts';
import { courtPrice } from '@/domain/booking-rules.ts';
import { findBlock } from '@/domain/blocked-times.ts';
import { addDays, daysBetween, timeToMinutes, weekdayOf } from '@/domain/club-time.ts';
import { shareAmounts } from '@/domain/booking-payments.ts';
import { MAX_BOOKINGS_PER_DAY } from '@/domain/booking-rules.ts';
import { isMemberRole, isUcaRole } from '@/domain/roles.ts';
import { courtSlots, type Slot } from '@/domain/slots.ts';
import type { Draft, DraftPlayer } from './history-booking-rows.ts';
import type { Person } from './history-ledger.ts';
import { GUEST_NAMES, type HistoryCourt, type HistoryWorld } from './history-people.ts';
import { cancelBooking, settleBooking } from './history-payments.ts';

const HOUR = 3_600_000;

/** The chance that a slot starting at `minutes` past midnight on `date` was booked. */
function demand(court: HistoryCourt, date: string, minutes: number): number {
  const weekday = weekdayOf(date);
  const hour = minutes / 60;
  let p: number;
  if (weekday === 0 || weekday === 6) {
    p = hour < 13 ? 0.5 : hour < 17 ? 0.2 : hour < 21 ? 0.35 : 0.1;
  } else {
    p =
      hour < 10
        ? 0.1
        : hour < 14
          ? 0.08
          : hour < 17
            ? 0.12
            : hour < 18
              ? 0.3
              : hour < 21
                ? 0.55
                : 0.25;
  }
  // Padel fills up first in a Spanish club.
  return Math.min(0.8, court.type === 'padel' ? p + 0.08 : p);
}

/** Bookings per booker per day and per week of the history, to keep within the club's caps. */
class Caps {
  private readonly counts = new Map<string, number>();

  constructor(private readonly firstDay: string) {}

  fits(person: Person, court: HistoryCourt, date: string): boolean {
    const week = this.counts.get(this.weekKey(person, date)) ?? 0;
    const day = this.counts.get(`${person.id}|${date}`) ?? 0;
    return day < MAX_BOOKINGS_PER_DAY - 1 && week < roleLimit(court.weekLimits, person.role);
  }

  count(person: Person, date: string): void {
    for (const key of [this.weekKey(person, date), `${person.id}|${date}`]) {
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  private weekKey(person: Person, date: string): string {
    return `${person.id}|w${Math.floor(daysBetween(this.firstDay, date) / 7)}`;
  }
}

/**
 * A booker for the slot: the demo accounts twice as likely (their screens show the past), never on
 * today (so nothing of the past counts against what they try now), within the caps.
 */
function pickBooker(world: HistoryWorld, caps: Caps, court: HistoryCourt, date: string) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const person = world.random.chance(0.35)
      ? world.random.pick(world.players.filter((p) => p.demo))
      : world.random.pick(world.players);
    if (person.demo && date === world.today) continue;
    if (caps.fits(person, court, date)) return person;
  }
  return null;
}

/** Padel is played by four; tennis by two, sometimes four (doubles). Guests join now and then. */
function composePlayers(world: HistoryWorld, court: HistoryCourt, booker: Person): DraftPlayer[] {
  const { random } = world;
  const size = court.type === 'padel' || random.chance(0.2) ? 4 : 2;
  // A non-member's court is paid by card before it exists: their company are guests, if any.
  const member = isMemberRole(booker.role);
  const guests = member
    ? random.chance(0.3)
      ? random.int(1, size - 1)
      : 0
    : random.int(0, size - 1);
  const others = member
    ? random.sample(
        world.players.filter((p) => p.id !== booker.id),
        size - 1 - guests,
      )
    : [];
  const part = { amountCents: 0, amountPaidCents: 0, paidBy: null };
  const people: DraftPlayer[] = [booker, ...others].map((person) => ({
    position: 0,
    person,
    guest: null,
    ...part,
  }));
  for (const name of random.sample(GUEST_NAMES, guests)) {
    const first = name
      .split(' ')[0]!
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    people.push({
      position: 0,
      person: null,
      guest: { name, email: `${first.toLowerCase()}@correo.local` },
      ...part,
    });
  }
  return people.map((p, position) => ({ ...p, position }));
}

/** One slot, or two in a row on tennis now and then, free, unblocked and over by now. */
function slotsFrom(
  world: HistoryWorld,
  court: HistoryCourt,
  date: string,
  day: readonly Slot[],
  i: number,
  taken: Set<string>,
) {
  const first = day[i]!;
  const next = day[i + 1];
  const free = (s: Slot) =>
    !taken.has(`${court.id}|${s.startsAt.toISOString()}`) &&
    !findBlock(court.blocks, date, s.label) &&
    s.endsAt.getTime() <= world.now.getTime();
  if (!free(first)) return null;
  if (court.type === 'tennis' && next && free(next) && world.random.chance(0.15))
    return [first, next];
  return [first];
}

function draftFor(
  world: HistoryWorld,
  court: HistoryCourt,
  date: string,
  slots: Slot[],
  booker: Person,
): Draft {
  const { random } = world;
  const players = composePlayers(world, court, booker);
  const priceCents = courtPrice(court, booker.role, slots.length);
  const member = isMemberRole(booker.role);
  if (member) {
    const { amounts } = shareAmounts(
      priceCents,
      players.map(() => ({ usedInvitation: false })),
    );
    players.forEach((p, i) => (p.amountCents = amounts[i]!));
  } else {
    // The booker paid the whole court by card; the guests owe nothing.
    players[0]!.amountCents = priceCents;
  }
  const rival = players.find((p) => p.position > 0 && p.person?.league);
  const isLeagueMatch =
    member &&
    court.type === 'tennis' &&
    players.length === 2 &&
    booker.league &&
    !!rival &&
    random.chance(0.5);
  const advanceHours = member
    ? random.int(3, 6 * 24)
    : random.int(1, isUcaRole(booker.role) ? 60 : 40);
  const startsAt = slots[0]!.startsAt;
  return {
    id: random.uuid(),
    court,
    date,
    slots,
    booker,
    players,
    priceCents,
    isLeagueMatch,
    createdAt: new Date(startsAt.getTime() - advanceHours * HOUR - random.int(0, 59) * 60_000),
  };
}

/** Every slot of the history, day by day and in time order across the courts. */
export function planBookings(world: HistoryWorld): void {
  const caps = new Caps(world.firstDay);
  const taken = new Set<string>();
  for (let date = world.firstDay; date <= world.today; date = addDays(date, 1)) {
    const day = world.courts.flatMap((court) => {
      const slots = courtSlots(court.hours, date, world.timeZone);
      return slots.map((slot, i) => ({ court, slots, i, slot }));
    });
    day.sort((a, b) => a.slot.startsAt.getTime() - b.slot.startsAt.getTime());
    for (const { court, slots: all, i, slot } of day) {
      if (!world.random.chance(demand(court, date, timeToMinutes(slot.start)))) continue;
      const slots = slotsFrom(world, court, date, all, i, taken);
      if (!slots) continue;
      bookSlot(world, caps, taken, court, date, slots);
    }
  }
}

/** A booking on the slots: kept, or cancelled (and then often taken by someone else). */
function bookSlot(
  world: HistoryWorld,
  caps: Caps,
  taken: Set<string>,
  court: HistoryCourt,
  date: string,
  slots: Slot[],
): void {
  for (let round = 0; round < 2; round++) {
    const booker = pickBooker(world, caps, court, date);
    if (!booker) return;
    const draft = draftFor(world, court, date, slots, booker);
    const cancelled = round === 0 && world.random.chance(0.12) && cancelBooking(world, draft);
    if (cancelled) {
      if (world.random.chance(0.55)) continue;
      return;
    }
    settleBooking(world, draft);
    caps.count(booker, date);
    for (const s of slots) taken.add(`${court.id}|${s.startsAt.toISOString()}`);
    return;
  }
}
