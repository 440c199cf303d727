import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES, isAdminRole, isMemberRole, isUcaRole } from './roles.ts';

describe('isMemberRole', () => {
  it.each(['admin', 'coach', 'user-adult', 'user-youth', 'user-padel', 'vip', 'user'])(
    'treats %s as a member',
    (role) => {
      expect(isMemberRole(role)).toBe(true);
    },
  );

  it.each(['uca', 'guess', 'guest', '', 'USER', 'user-adult ', 'superuser'])(
    'treats %j as a non-member',
    (role) => {
      expect(isMemberRole(role)).toBe(false);
    },
  );

  it('treats a missing role as a non-member', () => {
    expect(isMemberRole(null)).toBe(false);
    expect(isMemberRole(undefined)).toBe(false);
  });

  it('lists exactly the seven member roles', () => {
    expect([...MEMBER_ROLES].sort()).toEqual(
      ['admin', 'coach', 'user', 'user-adult', 'user-padel', 'user-youth', 'vip'].sort(),
    );
  });
});

describe('isAdminRole', () => {
  it('is true only for admin', () => {
    expect(isAdminRole('admin')).toBe(true);
    for (const role of ['coach', 'user', 'vip', 'Admin', '', null, undefined]) {
      expect(isAdminRole(role)).toBe(false);
    }
  });
});

describe('isUcaRole', () => {
  it('is true only for uca', () => {
    expect(isUcaRole('uca')).toBe(true);
    expect(isUcaRole('user')).toBe(false);
    expect(isUcaRole(null)).toBe(false);
  });
});
