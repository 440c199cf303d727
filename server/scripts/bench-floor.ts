/**
 * The creation's floor (issue 29): a bare Fastify on the same pool that sends only the two
 * statements a booking is made with (bookings' create-statements.ts: the read of what the rules
 * need; core/write.ts: the write of the booking, its slot, player and history), with each request's values worked out
 * beforehand. No session, validation, rules, answer or notification: what it reaches beside the
 * one-insert reference is as near that reference as a server writing these rows can come on this
 * machine, whatever its own code does.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { isUniqueViolation } from '../lib/errors.ts';
import { newPlayerRows, readBookingState, writeBooking } from '../modules/bookings/index.ts';
import type { FreeSlot } from './bench-slots.ts';
import type { Req } from './bench-tools.ts';

interface FloorBody {
  bookerId: string;
  courtId: string;
  dateBooked: string;
  label: string;
  startsAt: string;
  endsAt: string;
  today: string;
}

/** The bench's price of a slot: the create's own price is a rule, and rules are left out here. */
const PRICE_CENTS = 1000;

/** One booking written, or false when its slot was taken or its booker's row changed. */
async function write(handle: DatabaseHandle, b: FloorBody): Promise<boolean> {
  const now = new Date();
  const starts = [new Date(b.startsAt)];
  const state = await readBookingState(handle.db, {
    bookerId: b.bookerId,
    memberIds: [],
    courtId: b.courtId,
    starts,
    today: b.today,
    now,
  });
  if (state.taken || !state.booker) return false;
  const booker = state.booker;
  const written = await writeBooking(handle.db, {
    id: randomUUID(),
    origin: 'member',
    // The court's name and type only word the history: the floor reads no court.
    court: { id: b.courtId, name: 'floor', type: 'floor' },
    date: b.dateBooked,
    slots: [{ label: b.label, startsAt: starts[0]!, endsAt: new Date(b.endsAt) }],
    holder: { id: booker.id, version: booker.version },
    actor: booker,
    players: newPlayerRows(
      booker,
      { members: [], guests: [] },
      { paid: false, totalCents: PRICE_CENTS },
    ),
    priceCents: PRICE_CENTS,
    paid: false,
    now,
  });
  return !!written;
}

/** The floor's one route, on `handle`'s pool. */
export function createFloorApp(handle: DatabaseHandle): FastifyInstance {
  const app = Fastify({ logger: false });
  app.post<{ Body: FloorBody }>('/floor-create', async (request, reply) => {
    try {
      // The create tries twice before it waits for its booker's row; so does the floor.
      if ((await write(handle, request.body)) || (await write(handle, request.body))) {
        return { success: true };
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return reply.code(409).send({ success: false });
  });
  return app;
}

export async function startCreateFloor(
  handle: DatabaseHandle,
  port: number,
): Promise<{ port: number; app: FastifyInstance }> {
  const app = createFloorApp(handle);
  await app.listen({ host: '127.0.0.1', port });
  return { port: (app.server.address() as AddressInfo).port, app };
}

/** The floor's requests: each free slot for the booker the bench's create gives it. */
export function floorRequests(
  free: FreeSlot[],
  bookerOf: (i: number) => { id: string },
  today: string,
): Req[] {
  return free.map((s, i) => ({
    method: 'POST',
    path: '/floor-create',
    body: JSON.stringify({
      bookerId: bookerOf(i).id,
      courtId: s.courtId,
      dateBooked: s.dateBooked,
      label: s.label,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      today,
    } satisfies FloorBody),
  }));
}
