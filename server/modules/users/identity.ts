import { users } from '../../db/schema/index.ts';

/**
 * The columns of a user that sessions and the club's rules work with (who, and with which role
 * and league): one selection, so a session's user and a rule's member never differ.
 */
export const userIdentityColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  league: users.league,
  language: users.language,
};
