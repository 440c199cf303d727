/**
 * The demo's past open matches and the lights' log (issue 41), through the modules' services:
 *
 * - Yesterday's padel match, booked and opened three days before, filled seat by seat from the
 *   joiners' wallets, the booker's part paid: four players with accounts, so the results that
 *   follow (levels' seed-results.ts) can fall on it. Four days ago's match found one joiner of
 *   two and was cancelled by the auto-cancel job before it started, its seat refunded; the
 *   same run settled the full one.
 * - Relays (the 'log' driver) on the padel courts three days ago, the switcher run every half
 *   hour of the evenings since, and one manual switch by the admin: the switches' log and a month's hours.
 */
import { minutesToTime, timeToMinutes } from '@/domain/club-time.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { readClubSettings } from '../services/club-settings.ts';
import { createBooking, payWithWallet } from '../modules/bookings/index.ts';
import { evaluateLights, saveLightRelay, setManualLight } from '../modules/lights/index.ts';
import { autoCancelMatches, joinWithWallet, openMatch } from '../modules/matches/index.ts';
import type { SessionUser } from '../sessions.ts';
import type { PastClub } from './history-context.ts';
import type { PastCatalogue } from './history-series.ts';
import { topUpAtDesk, type PastStep } from './history-steps.ts';

const PADEL_STARTS = ['19:30', '18:00', '21:00', '16:30', '15:00', '12:00', '10:30', '09:00'];

interface PastMatch {
  /** Days from today of the match. */
  days: number;
  bookers: string[];
  joiners: string[];
  seats: number;
  note: string;
}

const MATCHES: PastMatch[] = [
  {
    days: -1,
    bookers: ['vip@club.local', 'pedro.gil@club.local', 'carmen.lopez@club.local'],
    joiners: ['laura.diaz@club.local', 'alberto.moreno@club.local', 'diego.sanchez@club.local'],
    seats: 3,
    note: 'Partido amistoso, todos los niveles.',
  },
  {
    days: -4,
    bookers: ['padel@club.local', 'marta.navarro@club.local', 'javier.ruiz@club.local'],
    joiners: ['elena.gomez@club.local'],
    seats: 2,
    note: 'Buscamos pareja para un partido de nivel medio.',
  },
];

type Booked = { booker: SessionUser; bookingId: string; startsAt: Date };

/** The first free padel slot of the day any of the bookers may book, at `ctx`'s moment. */
async function bookFirstFree(
  ctx: AppContext,
  club: PastClub,
  catalogue: PastCatalogue,
  match: PastMatch,
): Promise<Booked | null> {
  for (const email of match.bookers) {
    const booker = club.person(email);
    for (const start of PADEL_STARTS) {
      for (const court of ['Pádel 1', 'Pádel 2']) {
        const startsAt = club.when(match.days, start);
        const label = `${start} - ${minutesToTime(timeToMinutes(start) + 90)}`;
        try {
          const booking = await createBooking(ctx, booker, {
            courtId: catalogue.courts.get(court)!,
            dateBooked: club.date(match.days),
            timeBooked: [label],
            players: [],
            isLeagueMatch: false,
          });
          return { booker, bookingId: booking._id, startsAt };
        } catch (error) {
          // Taken, or a rule of the booker's (a cap, a debt): the next slot or booker is tried.
          if (!(error instanceof HttpError)) throw error;
        }
      }
    }
  }
  return null;
}

function matchSteps(club: PastClub, catalogue: PastCatalogue, match: PastMatch): PastStep[] {
  const admin = club.person('admin@club.local');
  let booked: Booked | null = null;
  let matchId = '';
  const steps: PastStep[] = [
    {
      at: club.when(match.days - 3, '10:00'),
      run: async (ctx) => {
        booked = await bookFirstFree(ctx, club, catalogue, match);
        if (!booked) return;
        const { seats, note } = match;
        const body = { bookingId: booked.bookingId, seats, levelMin: null, levelMax: null, note };
        matchId = await openMatch(ctx, booked.booker, body);
      },
    },
  ];
  match.joiners.forEach((email, i) => {
    steps.push({
      at: club.when(match.days - 2, `1${i}:30`),
      run: async (ctx) => {
        if (!matchId) return;
        const joiner = club.person(email);
        await topUpAtDesk(ctx, admin, joiner, 1_000);
        await joinWithWallet(ctx, joiner, matchId);
      },
    });
  });
  if (match.joiners.length === match.seats) {
    // Full: the booker pays their own part after the game (payments open at the start).
    steps.push({
      at: club.when(match.days, '23:45'),
      run: async (ctx) => {
        if (!booked) return;
        await topUpAtDesk(ctx, admin, booked.booker, 1_000);
        await payWithWallet(ctx, booked.booker, booked.bookingId, 0);
      },
    });
  }
  // The auto-cancel job's run when the match's time came: a full one is settled ('closed'), one
  // still short of players cancelled and its seats refunded.
  steps.push({
    at: club.when(match.days, '07:00'),
    run: async (ctx) => {
      if (!booked) return;
      const { autoCancelMinutes } = (await readClubSettings(ctx.db)).openMatches;
      const due = booked.startsAt.getTime() - (autoCancelMinutes - 1) * 60_000;
      await autoCancelMatches(club.at(new Date(due)));
    },
  });
  return steps;
}

function lightSteps(club: PastClub, catalogue: PastCatalogue): PastStep[] {
  const admin = club.person('admin@club.local');
  const steps: PastStep[] = [
    {
      at: club.when(-3, '07:00'),
      run: async (ctx) => {
        for (const court of ['Pádel 1', 'Pádel 2']) {
          const relay = { driver: 'log' as const, url: null, topic: null };
          await saveLightRelay(ctx.db, catalogue.courts.get(court)!, relay);
        }
      },
    },
    // The admin lit Pádel 1 early one morning for the maintenance crew.
    {
      at: club.when(-3, '07:30'),
      run: async (ctx) => {
        const until = club.when(-3, '08:30');
        await setManualLight(ctx.db, catalogue.courts.get('Pádel 1')!, {
          on: true,
          until,
          by: admin.id,
        });
        await evaluateLights(ctx);
      },
    },
  ];
  for (let days = -2; days <= 0; days++) {
    for (let minutes = 17 * 60; minutes <= 23 * 60; minutes += 30) {
      const at = club.when(days, minutesToTime(minutes));
      if (at < club.now) steps.push({ at, run: (ctx) => evaluateLights(ctx) });
    }
  }
  steps.push({ at: club.when(-3, '08:31'), run: (ctx) => evaluateLights(ctx) });
  return steps;
}

export function matchAndLightSteps(club: PastClub, catalogue: PastCatalogue): PastStep[] {
  return [
    ...MATCHES.flatMap((m) => matchSteps(club, catalogue, m)),
    ...lightSteps(club, catalogue),
  ];
}
