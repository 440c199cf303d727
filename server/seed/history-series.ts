/**
 * The demo's abonos, waitlists and bonos (issue 41), lived through the modules' own services:
 *
 * - Two active series reaching into the coming weeks (the only future bookings of the demo's
 *   past besides the waitlists' slots): socio@'s tennis one billed monthly from the wallet, its
 *   charges made on each month's billing day, and padel@'s paid session by session with the
 *   padel pack bought from the wallet. A seeded member's third series was ended by the admin,
 *   her part of each date paid with a tennis pack sold at the desk.
 * - Waitlists: a date socio@ released went to the first in line (promoted and booked), the
 *   second's place expired when the slot started; members, joven@ among them, wait now for the
 *   next dates of both series, and one left the line.
 */
import { minutesToTime, timeToMinutes, weekdayOf } from '@/domain/club-time.ts';
import {
  billDueSeries,
  createSeries,
  endSeries,
  releaseSeriesDate,
  type CreatedSeries,
} from '../modules/series/index.ts';
import {
  expireStartedEntries,
  joinWaitlist,
  leaveWaitlist,
  payWithPack,
} from '../modules/bookings/index.ts';
import { buyWithWallet, sellAtDesk } from '../modules/packs/index.ts';
import type { PastClub } from './history-context.ts';
import { topUpAtDesk, type PastStep } from './history-steps.ts';

export interface PastCatalogue {
  /** Court ids by name. */
  courts: Map<string, string>;
  /** Pack type ids by name. */
  packTypes: Map<string, string>;
}

/**
 * The quietest hour of the date's weekday in the bulk history's demand (history-bookings.ts): the
 * first of a weekday morning, the last of a weekend evening; the series' past dates then rarely
 * find their slot taken.
 */
export function quietStart(date: string): '09:00' | '21:00' {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6 ? '21:00' : '09:00';
}

/** The slot label of a series' date starting at `start` for `minutes`. */
const slotOf = (start: string, minutes: number) =>
  `${start} - ${minutesToTime(timeToMinutes(start) + minutes)}`;

/** The dates a series booked, by date. */
function booked(series: CreatedSeries | null): Map<string, string> {
  return new Map(
    (series?.dates ?? []).flatMap((d) =>
      d.status === 'booked' && d.bookingId ? [[d.date, d.bookingId] as const] : [],
    ),
  );
}

/** The month's billing day at 07:00 for each month from `from` to today, as steps. */
function billingDays(club: PastClub, fromDays: number): PastStep[] {
  const steps: PastStep[] = [];
  for (let days = fromDays; days <= 0; days++) {
    if (club.date(days).endsWith('-01')) {
      steps.push({ at: club.when(days, '07:00'), run: (ctx) => billDueSeries(ctx) });
    }
  }
  return steps;
}

type Step = PastStep['run'];
type Ctx = Parameters<Step>[0];

/** socio@'s Tenis 2 at a quiet hour of the weekday two days ahead: 96 € the season, charged monthly. */
function tennisSeries(club: PastClub, catalogue: PastCatalogue, done: (s: CreatedSeries) => void) {
  const admin = club.person('admin@club.local');
  const socio = club.person('socio@club.local');
  return [
    {
      at: club.when(-36, '10:00'),
      run: async (ctx: Ctx) => {
        await topUpAtDesk(ctx, admin, socio, 9_600);
        const created = await createSeries(ctx, admin, {
          courtId: catalogue.courts.get('Tenis 2')!,
          weekday: weekdayOf(club.date(2)),
          startTime: quietStart(club.date(2)),
          minutes: 60,
          from: club.date(-33),
          to: club.date(30),
          holderId: socio.id,
          playerIds: [club.person('vip@club.local').id],
          price: 0,
          billing: 'monthly',
          seasonPrice: 96,
          billingDay: 1,
        });
        done(created);
        // The first month is charged when the series starts, as the job does on its next run.
        await billDueSeries(ctx);
      },
    },
    ...billingDays(club, -35),
  ];
}

/** padel@'s Pádel 2 at a quiet hour of the weekday three days ahead, paid date by date with the pack. */
function padelSeries(
  club: PastClub,
  catalogue: PastCatalogue,
  done: (s: CreatedSeries) => void,
): PastStep[] {
  const admin = club.person('admin@club.local');
  const padel = club.person('padel@club.local');
  let series: CreatedSeries | null = null;
  let packId = '';
  return [
    {
      at: club.when(-30, '18:00'),
      run: async (ctx) => {
        await topUpAtDesk(ctx, admin, padel, 18_000);
        const bought = await buyWithWallet(
          ctx,
          padel,
          catalogue.packTypes.get('Bono 10 pistas pádel')!,
        );
        packId = bought._id;
      },
    },
    {
      at: club.when(-28, '11:00'),
      run: async (ctx) => {
        series = await createSeries(ctx, admin, {
          courtId: catalogue.courts.get('Pádel 2')!,
          weekday: weekdayOf(club.date(3)),
          startTime: quietStart(club.date(3)),
          minutes: 90,
          from: club.date(-25),
          to: club.date(31),
          holderId: padel.id,
          playerIds: ['laura.diaz', 'alberto.moreno', 'marta.navarro'].map(
            (name) => club.person(`${name}@club.local`).id,
          ),
          price: 16,
        });
        done(series);
      },
    },
    // Each date played so far paid after the game (payments open at the start), with the pack.
    ...[-25, -18, -11, -4].map((days) => ({
      at: club.when(days, '23:00'),
      run: async (ctx: Ctx) => {
        const bookingId = booked(series).get(club.date(days));
        if (bookingId) await payWithPack(ctx, padel, { bookingId, playerIndex: null, packId });
      },
    })),
  ];
}

/** Lucía's Tenis 1 at 20:00 with Diego, ended by the admin; her part paid by a tennis pack. */
function endedSeries(club: PastClub, catalogue: PastCatalogue): PastStep[] {
  const admin = club.person('admin@club.local');
  const lucia = club.person('lucia.martin@club.local');
  const tennisPack = catalogue.packTypes.get('Bono 5 tenis')!;
  let series: CreatedSeries | null = null;
  let packId = '';
  return [
    {
      at: club.when(-55, '12:00'),
      run: async (ctx) => {
        series = await createSeries(ctx, admin, {
          courtId: catalogue.courts.get('Tenis 1')!,
          weekday: weekdayOf(club.date(-52)),
          startTime: '20:00',
          minutes: 60,
          from: club.date(-52),
          to: club.date(18),
          holderId: lucia.id,
          playerIds: [club.person('diego.sanchez@club.local').id],
          price: 10,
        });
        const sold = await sellAtDesk(ctx, admin, {
          userId: lucia.id,
          packTypeId: tennisPack,
          method: 'cash',
        });
        packId = sold._id;
      },
    },
    ...[-52, -45, -38, -31, -24].map((days) => ({
      at: club.when(days, '21:05'),
      run: async (ctx: Ctx) => {
        const bookingId = booked(series).get(club.date(days));
        if (bookingId) await payWithPack(ctx, lucia, { bookingId, playerIndex: 0, packId });
      },
    })),
    {
      at: club.when(-10, '09:30'),
      run: async (ctx) => {
        if (series) await endSeries(ctx, admin, series.id);
      },
    },
    // A tennis pack sold at the desk on the card terminal, not used yet.
    {
      at: club.when(-12, '17:45'),
      run: (ctx) =>
        sellAtDesk(ctx, admin, {
          userId: club.person('nosocio@club.local').id,
          packTypeId: tennisPack,
          method: 'card_terminal',
        }),
    },
  ];
}

export function seriesSteps(club: PastClub, catalogue: PastCatalogue): PastStep[] {
  let tennis: CreatedSeries | null = null;
  let padel: CreatedSeries | null = null;
  return [
    ...tennisSeries(club, catalogue, (created) => (tennis = created)),
    ...padelSeries(club, catalogue, (created) => (padel = created)),
    ...endedSeries(club, catalogue),
    ...waitlistSteps(club, catalogue, { tennis: () => tennis, padel: () => padel }),
  ];
}

/** The lines of socio@'s and padel@'s dates: one promoted and one expired, some waiting now. */
function waitlistSteps(
  club: PastClub,
  catalogue: PastCatalogue,
  series: { tennis: () => CreatedSeries | null; padel: () => CreatedSeries | null },
): PastStep[] {
  const { tennis } = series;
  const socio = club.person('socio@club.local');
  const tennisCourt = catalogue.courts.get('Tenis 2')!;
  const padelCourt = catalogue.courts.get('Pádel 2')!;
  const join = (email: string, days: number, padel = false) => ({
    courtId: padel ? padelCourt : tennisCourt,
    dateBooked: club.date(days),
    timeBooked: [slotOf(quietStart(club.date(days)), padel ? 90 : 60)],
    who: club.person(email),
  });
  // The past line: on the latest date socio@ released in time (five days ago, or twelve when
  // the history had taken that one), Carmen first and Javier second.
  const released = () => [-5, -12].find((days) => booked(tennis()).has(club.date(days)));
  const pastLine = [-5, -12].flatMap((days) => [
    { at: club.when(days - 4, '10:15'), ...join('carmen.lopez@club.local', days), days },
    { at: club.when(days - 4, '18:40'), ...join('javier.ruiz@club.local', days), days },
  ]);
  const joins = [
    ...pastLine,
    // The coming dates.
    { at: club.when(-2, '20:05'), ...join('elena.gomez@club.local', 2), days: 2 },
    { at: club.when(-1, '09:20'), ...join('joven@club.local', 2), days: 2 },
    { at: club.when(-1, '13:00'), ...join('miguel.torres@club.local', 2), days: 2 },
    { at: club.when(-1, '19:10'), ...join('hugo.romero@club.local', 3, true), days: 3 },
  ];
  const left: string[] = [];
  return [
    ...joins.map(({ at, who, days, ...slot }) => ({
      at,
      run: async (ctx: Ctx) => {
        if (days < 0 && days !== released()) return;
        // A line forms only behind a booked date (a closed day's was skipped by its series).
        const line = slot.courtId === tennisCourt ? tennis() : series.padel();
        if (!booked(line).has(slot.dateBooked)) return;
        const entry = await joinWaitlist(ctx, who, slot);
        if (who.email === 'miguel.torres@club.local') left.push(entry._id);
      },
    })),
    ...[-5, -12].map((days) => ({
      at: club.when(days - 2, '12:00'),
      run: async (ctx: Ctx) => {
        const held = tennis();
        if (held && days === released()) {
          await releaseSeriesDate(ctx, socio, held.id, club.date(days));
        }
      },
    })),
    {
      at: club.when(-1, '16:30'),
      run: async (ctx) => {
        const miguel = club.person('miguel.torres@club.local');
        for (const id of left) await leaveWaitlist(ctx, miguel, id);
      },
    },
    // The job's run at the history's end: places whose slot started are expired.
    { at: club.now, run: (ctx) => expireStartedEntries(ctx) },
  ];
}
