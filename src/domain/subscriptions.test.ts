import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { msg } from '@/i18n/message.ts';
import {
  currentMembershipPlan,
  holdsMembership,
  MEMBERSHIP_PLANS,
  nextRole,
  subscriptionDisplay,
  subscriptionStatusLabel,
  subscriptionTypeLabel,
} from './subscriptions.ts';

const now = new Date('2026-05-10T10:00:00Z');
const future = '2026-06-10T10:00:00Z';
const past = '2026-04-10T10:00:00Z';

describe('membership plans', () => {
  it('has the three plans of spec section 9 with their prices', () => {
    expect(
      MEMBERSHIP_PLANS.map((p) => [
        p.type,
        inSpanish(msg(p.description)),
        p.priceEuros,
        p.priceCents,
      ]),
    ).toEqual([
      ['adult', 'Mayores de 25 años', 55, 5500],
      ['youth', 'Menores de 25 años', 30, 3000],
      ['padel', 'Solo Padel', 30, 3000],
    ]);
    expect(MEMBERSHIP_PLANS[2]!.benefits).toHaveLength(3);
  });

  it('labels every subscription type', () => {
    expect(inSpanish(subscriptionTypeLabel('adult'))).toBe('Socio');
    expect(inSpanish(subscriptionTypeLabel('youth'))).toBe('Socio Joven');
    expect(inSpanish(subscriptionTypeLabel('padel'))).toBe('Socio Padel');
    expect(inSpanish(subscriptionTypeLabel('socio_6p_4h'))).toBe(
      'Escuela de Tenis (Socio, 6 alumnos, 4 h/mes)',
    );
    expect(inSpanish(subscriptionTypeLabel('no_socio_4p_8h'))).toBe(
      'Escuela de Tenis (No socio, 4 alumnos, 8 h/mes)',
    );
    expect(inSpanish(subscriptionTypeLabel('legacy'))).toBe('legacy');
  });
});

describe('subscription display', () => {
  it('reads active and trialing as Activa', () => {
    for (const status of ['active', 'trialing']) {
      const d = subscriptionDisplay(status, future, now);
      expect(d).toEqual({ kind: 'active', color: 'green', action: 'cancel' });
      expect(inSpanish(subscriptionStatusLabel(d.kind, 'x'))).toBe('Activa');
    }
  });

  it('reads canceled with a future end as still running', () => {
    for (const status of ['canceled', 'cancel']) {
      const d = subscriptionDisplay(status, future, now);
      expect(d).toEqual({ kind: 'canceled-running', color: 'orange', action: 'reactivate' });
      expect(inSpanish(subscriptionStatusLabel(d.kind, '10 de junio de 2026'))).toBe(
        'Cancelada (activa hasta 10 de junio de 2026)',
      );
    }
  });

  it('reads everything else as fully canceled', () => {
    expect(subscriptionDisplay('canceled', past, now).kind).toBe('ended');
    expect(subscriptionDisplay('canceled', null, now).kind).toBe('ended');
    expect(subscriptionDisplay('incomplete_expired', future, now).color).toBe('red');
    expect(inSpanish(subscriptionStatusLabel('ended', ''))).toBe('Completamente cancelada');
  });

  it('knows whether a membership is held and which plan is current', () => {
    expect(
      holdsMembership([{ type: 'adult', status: 'canceled', currentPeriodEnd: future }], now),
    ).toBe(true);
    expect(
      holdsMembership([{ type: 'adult', status: 'canceled', currentPeriodEnd: past }], now),
    ).toBe(false);
    expect(
      holdsMembership([{ type: 'socio_6p_4h', status: 'active', currentPeriodEnd: future }], now),
    ).toBe(false);
    expect(
      currentMembershipPlan([
        { type: 'socio_6p_4h', status: 'active' },
        { type: 'youth', status: 'canceled' },
        { type: 'padel', status: 'active' },
      ]),
    ).toBe('padel');
  });
});

describe('role follows membership', () => {
  it('sets the plan role for managed roles and takes it back at the end', () => {
    expect(nextRole('guess', ['adult'])).toBe('user-adult');
    expect(nextRole('user-adult', ['youth'])).toBe('user-youth');
    expect(nextRole('user-padel', [])).toBe('guess');
    expect(nextRole('user-adult', ['adult'])).toBeNull();
    expect(nextRole('guess', [])).toBeNull();
  });

  it('never touches roles the club gives', () => {
    for (const role of ['admin', 'coach', 'vip', 'uca']) {
      expect(nextRole(role, ['adult'])).toBeNull();
      expect(nextRole(role, [])).toBeNull();
    }
  });
});
