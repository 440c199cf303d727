import type { User } from '@/api/users.ts';
import { testUser as baseTestUser } from './render.tsx';

/** The schedule tests' member: the id their booked slots refer to as her own. */
export function testUser(overrides: Partial<User> = {}): User {
  return baseTestUser({
    id: 'u-sofia',
    email: 'socio@club.local',
    dni: '',
    dob: null,
    ...overrides,
  });
}
