/**
 * The rest of the demo club's past: the door's log (players let in before their court, staff
 * in the mornings, non-members turned away when they had no booking), shop orders paid from the
 * wallet or by card, and the school's placed students with their attendance.
 */
import { doorAccess, type DoorBooking } from '@/domain/door-access.ts';
import { addDays, minutesToTime, zonedTimeToInstant } from '@/domain/club-time.ts';
import { isMemberRole, isStaffRole } from '@/domain/roles.ts';
import { isSessionDay } from '@/domain/school.ts';
import { makePickupCode, shopCardAllowed } from '@/domain/shop.ts';
import { parseTimeRange } from '@/domain/slots.ts';
import { doorReasonColumns } from '../modules/door/index.ts';
import { stored } from '../stored-text.ts';
import type { Person } from './history-ledger.ts';
import type { HistoryWorld } from './history-people.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

function doorAttempt(
  world: HistoryWorld,
  doorId: string,
  person: Person,
  at: Date,
  bookings: DoorBooking[],
) {
  const access = doorAccess({ role: person.role, holdsMembership: false, bookings }, at);
  world.rows.accessLogs.push({
    id: world.random.uuid(),
    userId: person.id,
    userName: person.name,
    userEmail: person.email,
    userRole: person.role,
    doorId,
    result: access.allowed ? 'opened' : 'refused',
    // As the door writes it (service.ts): the Spanish record and the message each reader words.
    ...doorReasonColumns(access.reason),
    createdAt: at,
  });
}

/** The club-local `date` at `time`, as an instant. */
function at(world: HistoryWorld, date: string, minutes: number): Date | null {
  return zonedTimeToInstant(date, minutesToTime(minutes), world.timeZone);
}

/** The door's log: who came in for each court played, staff, and who was turned away. */
export function addDoorLog(world: HistoryWorld, doorId: string): void {
  const { random } = world;
  for (const visit of world.visits) {
    const booking = { id: 'visit', startsAt: visit.startsAt, endsAt: visit.endsAt };
    visit.people.forEach((person, i) => {
      // The group often comes in together: the booker opens, the others now and then.
      if (i > 0 && random.chance(0.6)) return;
      const when = new Date(visit.startsAt.getTime() - random.int(3, 25) * MINUTE);
      // A non-member too early is turned away first, then let in at the window.
      if (!isMemberRole(person.role) && random.chance(0.25)) {
        doorAttempt(
          world,
          doorId,
          person,
          new Date(visit.startsAt.getTime() - random.int(35, 50) * MINUTE),
          [booking],
        );
      }
      doorAttempt(world, doorId, person, when, [booking]);
    });
  }
  const outsiders = world.players.filter((p) => !isMemberRole(p.role) && !isStaffRole(p.role));
  for (let date = world.firstDay; date <= world.today; date = addDays(date, 1)) {
    const opening = at(world, date, 8 * 60 + random.int(20, 45));
    if (opening && opening < world.now) doorAttempt(world, doorId, world.admin, opening, []);
    const lesson = at(world, date, 16 * 60 + random.int(35, 55));
    if (lesson && lesson < world.now && random.chance(0.6))
      doorAttempt(world, doorId, world.coach, lesson, []);
    if (!random.chance(0.35)) continue;
    const turnedAway = at(world, date, random.int(9 * 60, 21 * 60));
    if (turnedAway && turnedAway < world.now)
      doorAttempt(world, doorId, random.pick(outsiders), turnedAway, []);
  }
}

/** A few orders a week from the catalogue: most from the wallet, some by card, picked up later. */
export function addShopOrders(
  world: HistoryWorld,
  products: ReadonlyArray<{ id: string; name: string; priceCents: number }>,
): void {
  const { random, rows } = world;
  const buyers = world.players.filter((p) => isMemberRole(p.role) || p.demo);
  const codes = new Set<string>();
  for (let date = world.firstDay; date < world.today; date = addDays(date, 1)) {
    if (!random.chance(0.45) || products.length === 0) continue;
    const when = at(world, date, random.int(10 * 60, 21 * 60));
    if (!when) continue;
    const buyer = random.pick(buyers);
    const lines = random
      .sample(products, random.int(1, 2))
      .map((p) => ({ product: p, quantity: random.int(1, 3) }));
    const totalCents = lines.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0);
    let code = makePickupCode(random.below);
    while (codes.has(code)) code = makePickupCode(random.below);
    codes.add(code);
    const id = random.uuid();
    const byCard = shopCardAllowed(totalCents) && random.chance(0.3);
    if (byCard) {
      world.ledger.card({
        userId: buyer.id,
        purpose: 'shop_order',
        amountCents: totalCents,
        at: when,
        metadata: { orderId: id },
      });
    } else {
      world.ledger.debit(
        buyer.id,
        totalCents,
        when,
        stored('shop.ledgerPurchase', { code }),
        `shop-order:${id}`,
      );
    }
    const recent = world.now.getTime() - when.getTime() < 2 * DAY;
    rows.shopOrders.push({
      id,
      userId: buyer.id,
      code,
      status: recent ? 'ready' : 'delivered',
      method: byCard ? 'card' : 'wallet',
      totalCents,
      createdAt: when,
      updatedAt: new Date(when.getTime() + random.int(10, 120) * MINUTE),
    });
    for (const l of lines) {
      rows.shopOrderItems.push({
        orderId: id,
        productId: l.product.id,
        name: l.product.name,
        unitPriceCents: l.product.priceCents,
        quantity: l.quantity,
      });
    }
  }
}

export interface SchoolGroupRow {
  id: string;
  daysOfWeek: string[];
  timeRange: string;
  startDate: string;
  endDate: string;
  size: number;
}

/** Students placed by the coach before the history, and the roll for every class since. */
export function addSchool(world: HistoryWorld, groups: readonly SchoolGroupRow[]): void {
  const { random, rows } = world;
  const candidates = random.sample(
    world.players.filter((p) => !p.demo && p.role !== 'guess'),
    groups.reduce((n, g) => n + Math.max(0, g.size - 2), 0),
  );
  const placedAt = new Date(world.now.getTime() - 70 * DAY);
  for (const group of groups) {
    const students = candidates.splice(0, Math.max(0, group.size - 2));
    for (const student of students) {
      rows.schoolRequests.push({
        id: random.uuid(),
        userId: student.id,
        groupId: group.id,
        status: 'placed',
        comment: '',
        placedBy: world.coach.id,
        placedAt,
        createdAt: new Date(placedAt.getTime() - random.int(1, 10) * DAY),
      });
    }
    const end = parseTimeRange(group.timeRange)?.end ?? 19 * 60;
    for (let date = world.firstDay; date < world.today; date = addDays(date, 1)) {
      if (!isSessionDay(group, date)) continue;
      const recorded = at(world, date, end) ?? placedAt;
      for (const student of students) {
        rows.schoolAttendance.push({
          groupId: group.id,
          userId: student.id,
          date,
          present: random.chance(0.85),
          recordedBy: world.coach.id,
          updatedAt: recorded,
        });
      }
    }
  }
}
