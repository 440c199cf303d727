/**
 * After an admin changes a court or its blocks: the court cache is dropped on every instance
 * (topic 'court' on the bus) and every open schedule of the court is told to reload it
 * (`scheduleUpdated:{courtId}`, 'courtUpdated').
 */
import { courtRoom, scheduleUpdatedEvent, type ScheduleUpdatedPayload } from '@/api/bookings.ts';
import type { AppContext } from '../../context.ts';
import { COURT_TOPIC, invalidateCourtCache } from './service.ts';

export function publishCourtsChanged(ctx: AppContext, courtIds: Iterable<string>): void {
  invalidateCourtCache();
  ctx.realtime.forget(COURT_TOPIC, [...new Set(courtIds)]);
  for (const courtId of new Set(courtIds)) {
    const payload: ScheduleUpdatedPayload = {
      courtId,
      dateBooked: '',
      bookingId: '',
      action: 'courtUpdated',
    };
    ctx.realtime.emitToRoom(courtRoom(courtId), scheduleUpdatedEvent(courtId), payload);
  }
}
