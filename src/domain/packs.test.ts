import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import {
  PACK_MESSAGES,
  canBuyPack,
  canMemberRefund,
  canPayClassWithPack,
  canPayWithPack,
  classPackToUse,
  nextUseValueCents,
  packTermsLabel,
  packExpiry,
  returnedUseValueCents,
  unusedValueCents,
  shareOfUseCents,
  type OwnedPack,
} from './packs.ts';

describe('a pack use in cents', () => {
  it('splits the price over the uses with the remainder on the first uses, summing exactly', () => {
    const values = [0, 1, 2].map((i) => shareOfUseCents(1000, 3, i));
    expect(values).toEqual([334, 333, 333]);
    for (const [price, uses] of [
      [4500, 10],
      [9999, 7],
      [1, 3],
      [0, 5],
      [100_001, 100],
    ] as const) {
      let sum = 0;
      for (let i = 0; i < uses; i += 1) sum += shareOfUseCents(price, uses, i);
      expect(sum, `${price}/${uses}`).toBe(price);
    }
  });

  it('gives back exactly the value of the last use consumed', () => {
    // 10 uses of 1003 ¢: the first 3 are 101 ¢, the rest 100 ¢.
    let left = 10;
    const taken: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      taken.push(nextUseValueCents(1003, 10, left));
      left -= 1;
    }
    expect(taken).toEqual([101, 101, 101, 100]);
    expect(returnedUseValueCents(1003, 10, left)).toBe(100);
    left += 1;
    expect(returnedUseValueCents(1003, 10, left)).toBe(101);
    expect(unusedValueCents(1003, 10, left)).toBe(1003 - 303);
  });

  it('the unused value is the whole price untouched and zero when spent', () => {
    expect(unusedValueCents(4500, 10, 10)).toBe(4500);
    expect(unusedValueCents(4500, 10, 0)).toBe(0);
    expect(unusedValueCents(1000, 3, 1)).toBe(333);
  });

  it('refuses what is not whole cents or outside the pack', () => {
    expect(() => shareOfUseCents(10.5, 2, 0)).toThrow(RangeError);
    expect(() => shareOfUseCents(100, 0, 0)).toThrow(RangeError);
    expect(() => shareOfUseCents(100, 2, 2)).toThrow(RangeError);
    expect(() => returnedUseValueCents(100, 2, 2)).toThrow(RangeError);
  });

  it('expires validityDays after purchase', () => {
    expect(packExpiry(new Date('2026-01-01T10:00:00Z'), 30).toISOString()).toBe(
      '2026-01-31T10:00:00.000Z',
    );
  });
});

describe('which booking a pack pays', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  const pack: OwnedPack = {
    sport: 'padel',
    minutes: 90,
    covers: 'booking',
    status: 'active',
    usesLeft: 2,
    expiresAt: new Date('2026-12-01T00:00:00Z'),
  };
  const padel90: { sport: 'padel' | 'tennis'; minutes: number } = { sport: 'padel', minutes: 90 };

  it('pays a whole booking of its sport and length', () => {
    expect(canPayWithPack(pack, padel90, true, now)).toEqual({ ok: true });
  });

  it('says why it cannot', () => {
    const reason = (p: Partial<OwnedPack>, b = padel90, whole = true) => {
      const check = canPayWithPack({ ...pack, ...p }, b, whole, now);
      return check.ok ? null : check.reason;
    };
    expect(reason({ expiresAt: now })).toBe(PACK_MESSAGES.expired);
    expect(reason({ status: 'expired' })).toBe(PACK_MESSAGES.expired);
    expect(reason({ status: 'refunded' })).toBe(PACK_MESSAGES.notActive);
    expect(reason({ usesLeft: 0 })).toBe(PACK_MESSAGES.noUsesLeft);
    expect(reason({}, { sport: 'tennis', minutes: 90 })).toBe(PACK_MESSAGES.wrongSport);
    expect(reason({}, { sport: 'padel', minutes: 60 })).toBe(PACK_MESSAGES.wrongLength);
    expect(reason({}, padel90, false)).toBe(PACK_MESSAGES.wholeBookingOnly);
    expect(reason({ covers: 'part' }, padel90, true)).toBe(PACK_MESSAGES.partOnly);
    expect(reason({ covers: 'part' }, padel90, false)).toBeNull();
    expect(reason({ covers: 'class' }, padel90, false)).toBe(PACK_MESSAGES.classOnly);
  });

  it('lets the listed roles buy, everyone when none is listed', () => {
    expect(canBuyPack({ roles: [], active: true }, 'guess').ok).toBe(true);
    expect(canBuyPack({ roles: ['user-adult'], active: true }, 'user-adult').ok).toBe(true);
    expect(canBuyPack({ roles: ['user-adult'], active: true }, 'guess')).toEqual({
      ok: false,
      reason: PACK_MESSAGES.roleNotAllowed,
    });
    expect(canBuyPack({ roles: [], active: false }, 'user').ok).toBe(false);
  });

  it('a member returns only an unused active pack', () => {
    expect(canMemberRefund({ status: 'active', usesLeft: 5, uses: 5 }).ok).toBe(true);
    expect(canMemberRefund({ status: 'active', usesLeft: 4, uses: 5 })).toEqual({
      ok: false,
      reason: PACK_MESSAGES.usedNotRefundable,
    });
    expect(canMemberRefund({ status: 'expired', usesLeft: 5, uses: 5 }).ok).toBe(false);
  });
});

describe('which class pack pays a school class', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  const classPack = (id: string, p: Partial<OwnedPack> = {}) => ({
    id,
    sport: 'tennis' as const,
    minutes: 60,
    covers: 'class' as const,
    status: 'active' as const,
    usesLeft: 3,
    expiresAt: new Date('2026-12-31T00:00:00Z'),
    ...p,
  });

  it('pays only with a class pack that is active, in date and has a use left', () => {
    const reason = (p: Partial<OwnedPack>) => {
      const check = canPayClassWithPack(classPack('a', p), now);
      return check.ok ? null : check.reason;
    };
    expect(reason({})).toBeNull();
    expect(reason({ covers: 'part' })).toBe(PACK_MESSAGES.notForClasses);
    expect(reason({ usesLeft: 0 })).toBe(PACK_MESSAGES.noUsesLeft);
    expect(reason({ expiresAt: now })).toBe(PACK_MESSAGES.expired);
    expect(reason({ status: 'pending' })).toBe(PACK_MESSAGES.notActive);
  });

  it('spends the pack that expires first, skipping those that cannot pay', () => {
    const later = classPack('later');
    const sooner = classPack('sooner', { expiresAt: new Date('2026-12-01T00:00:00Z') });
    const empty = classPack('empty', { usesLeft: 0, expiresAt: new Date('2026-11-25T00:00:00Z') });
    const court = classPack('court', { covers: 'booking', expiresAt: new Date('2026-11-22') });
    expect(classPackToUse([later, empty, sooner, court], now)?.id).toBe('sooner');
    expect(classPackToUse([empty, court], now)).toBeNull();
  });

  it('says what a class pack pays', () => {
    expect(inSpanish(packTermsLabel(classPack('a')))).toBe('Tenis · clases de la escuela');
  });
});
