import type { Realtime } from '../../server/realtime.ts';

export interface UserEvent {
  userId: string;
  event: string;
  payload: unknown;
}

export interface RoomEvent {
  room: string;
  event: string;
  payload: unknown;
}

/**
 * A one-instance realtime adapter that records what the server emits, for tests that assert who
 * hears what. Nothing is heard from other instances, so nothing may be cached (`cacheable` false):
 * every request reads the database, as a test of the events expects.
 */
export function recordingRealtime(): Realtime & { toUsers: UserEvent[]; toRooms: RoomEvent[] } {
  const toUsers: UserEvent[] = [];
  const toRooms: RoomEvent[] = [];
  return {
    toUsers,
    toRooms,
    emitToUser: (userId, event, payload) => void toUsers.push({ userId, event, payload }),
    emitToRoom: (room, event, payload) => void toRooms.push({ room, event, payload }),
    allowRooms: () => {},
    endSessions: () => {},
    status: () => 'local',
    forget: () => {},
    onForget: () => {},
    cacheable: () => false,
    close: async () => {},
  };
}
