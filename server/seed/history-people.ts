/**
 * Who fills the demo club's past: the README's demo accounts and a few more members, non-members
 * and university students seeded with it (the same password as the demo accounts), and the
 * world every part of the history is written against.
 */
import type { BlockedTimeLike } from '@/domain/blocked-times.ts';
import type { CourtType, RoleLimits } from '@/domain/courts.ts';
import type { CourtHours } from '@/domain/slots.ts';
import type { HistoryLedger, HistoryRows, Person } from './history-ledger.ts';
import type { SeededRandom } from './history-random.ts';

/** The seeded members beside the demo accounts: names a Spanish club would have. */
export const HISTORY_MEMBERS = [
  { email: 'lucia.martin@club.local', name: 'Lucía Martín', role: 'user-adult', league: true },
  { email: 'diego.sanchez@club.local', name: 'Diego Sánchez', role: 'user-adult', league: true },
  { email: 'carmen.lopez@club.local', name: 'Carmen López', role: 'user-adult', league: false },
  { email: 'javier.ruiz@club.local', name: 'Javier Ruiz', role: 'user-adult', league: true },
  { email: 'elena.gomez@club.local', name: 'Elena Gómez', role: 'user-adult', league: false },
  { email: 'miguel.torres@club.local', name: 'Miguel Torres', role: 'user-adult', league: false },
  { email: 'laura.diaz@club.local', name: 'Laura Díaz', role: 'user-padel', league: false },
  { email: 'alberto.moreno@club.local', name: 'Alberto Moreno', role: 'user-padel', league: false },
  { email: 'marta.navarro@club.local', name: 'Marta Navarro', role: 'user-padel', league: false },
  { email: 'hugo.romero@club.local', name: 'Hugo Romero', role: 'user-youth', league: true },
  { email: 'irene.alonso@club.local', name: 'Irene Alonso', role: 'user-youth', league: false },
  { email: 'pedro.gil@club.local', name: 'Pedro Gil', role: 'vip', league: true },
  { email: 'sara.ortega@club.local', name: 'Sara Ortega', role: 'uca', league: false },
  { email: 'adrian.vazquez@club.local', name: 'Adrián Vázquez', role: 'uca', league: false },
  { email: 'rosa.castro@club.local', name: 'Rosa Castro', role: 'guess', league: false },
  { email: 'tomas.ramos@club.local', name: 'Tomás Ramos', role: 'guess', league: false },
] as const;

/** Players without an account, named on a booking (guests pay at the desk or by link). */
export const GUEST_NAMES = [
  'Andrés Prieto',
  'Beatriz Herrero',
  'Fernando Cano',
  'Natalia Vidal',
  'Óscar Marín',
  'Paula Iglesias',
] as const;

const DAY = 86_400_000;

/** The seeded members' accounts, made a few months before the history starts. */
export function seedMemberAccounts(
  rows: HistoryRows,
  random: SeededRandom,
  passwordHash: string,
  now: Date,
): Person[] {
  return HISTORY_MEMBERS.map((m) => {
    const id = random.uuid();
    const createdAt = new Date(now.getTime() - random.int(90, 400) * DAY);
    const young = m.role === 'user-youth' || m.role === 'uca';
    const year = young ? random.int(2002, 2007) : random.int(1965, 1995);
    rows.users.push({
      id,
      email: m.email,
      name: m.name,
      role: m.role,
      league: m.league,
      dob: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      passwordHash,
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    return { id, name: m.name, email: m.email, role: m.role, league: m.league, demo: false };
  });
}

export interface HistoryCourt {
  id: string;
  name: string;
  type: CourtType;
  costs: { nonMember: number; uca: number };
  hours: CourtHours;
  weekLimits: RoleLimits;
  blocks: BlockedTimeLike[];
}

/** Someone's way in for a booking: the door log's openings are drawn from these. */
export interface Visit {
  startsAt: Date;
  endsAt: Date;
  people: Person[];
}

/** Everything the history's parts write against. */
export interface HistoryWorld {
  random: SeededRandom;
  rows: HistoryRows;
  ledger: HistoryLedger;
  now: Date;
  timeZone: string;
  /** Club-local dates: the first day of the history and today (the last, up to now). */
  firstDay: string;
  today: string;
  admin: Person;
  coach: Person;
  /** Everyone who may book or play (staff left out: they run the club). */
  players: Person[];
  courts: HistoryCourt[];
  visits: Visit[];
  /** Past unpaid bookings per booker: kept under the count that stops them booking. */
  unpaid: Map<string, number>;
}
