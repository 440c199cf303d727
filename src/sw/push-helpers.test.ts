import { describe, expect, it } from 'vitest';
import { RAIN_CANCEL_ACTION, type PushPayload } from '@/domain/notifications.ts';
import { clickTarget, notificationOptions, parsePushPayload, pickWindow } from './push-helpers.ts';

const rain: PushPayload = {
  kind: 'rain',
  title: 'Lluvia prevista',
  body: 'Tu reserva de mañana a las 10:00 se puede cancelar sin coste.',
  url: '/bookings/b1',
  tag: 'rain:b1',
  actions: [
    { action: RAIN_CANCEL_ACTION, title: 'Cancelar sin coste', url: '/bookings/b1?cancel=1' },
  ],
};

describe('parsePushPayload', () => {
  it('reads a payload the server sends', () => {
    expect(parsePushPayload(JSON.stringify(rain))).toEqual(rain);
    const { actions: _none, ...reminder } = { ...rain, kind: 'reminder' as const };
    expect(parsePushPayload(JSON.stringify(reminder))).toEqual(reminder);
  });

  it('refuses what is not one of ours', () => {
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload('')).toBeNull();
    expect(parsePushPayload('not json')).toBeNull();
    expect(parsePushPayload('"text"')).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...rain, kind: 'spam' }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...rain, title: 3 }))).toBeNull();
    expect(parsePushPayload(JSON.stringify({ ...rain, tag: undefined }))).toBeNull();
  });

  it('never leads out of the app', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'bookings/b1', '/\\evil']) {
      expect(parsePushPayload(JSON.stringify({ ...rain, url }))).toBeNull();
    }
    const bad = { ...rain, actions: [{ action: 'x', title: 'X', url: 'https://evil.example/' }] };
    expect(parsePushPayload(JSON.stringify(bad))).not.toHaveProperty('actions');
  });
});

describe('notificationOptions', () => {
  it('shows the body under the tag, with the actions and where each leads', () => {
    expect(notificationOptions(rain)).toEqual({
      body: rain.body,
      tag: 'rain:b1',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      renotify: true,
      data: { url: '/bookings/b1', actions: { [RAIN_CANCEL_ACTION]: '/bookings/b1?cancel=1' } },
      actions: [{ action: RAIN_CANCEL_ACTION, title: 'Cancelar sin coste' }],
    });
  });
});

describe('clickTarget', () => {
  const data = notificationOptions(rain).data;
  it("opens the chosen action's URL, else the notification's", () => {
    expect(clickTarget(data, RAIN_CANCEL_ACTION)).toBe('/bookings/b1?cancel=1');
    expect(clickTarget(data, undefined)).toBe('/bookings/b1');
    expect(clickTarget(data, 'unknown')).toBe('/bookings/b1');
  });
  it('falls back to the home screen for data that is not ours', () => {
    expect(clickTarget(null, undefined)).toBe('/home');
    expect(clickTarget({ url: 'https://evil.example/' }, undefined)).toBe('/home');
  });
});

describe('pickWindow', () => {
  const origin = 'https://club.local';
  it('prefers the focused window, then a visible one, of this origin only', () => {
    const hidden = { url: `${origin}/home`, focused: false, visibilityState: 'hidden' };
    const visible = { url: `${origin}/matches`, focused: false, visibilityState: 'visible' };
    const focused = { url: `${origin}/profile`, focused: true, visibilityState: 'visible' };
    const other = { url: 'https://other.example/', focused: true, visibilityState: 'visible' };
    expect(pickWindow([hidden, visible, focused, other], origin)).toBe(focused);
    expect(pickWindow([hidden, visible, other], origin)).toBe(visible);
    expect(pickWindow([hidden], origin)).toBe(hidden);
    expect(pickWindow([other], origin)).toBeNull();
    expect(pickWindow([], origin)).toBeNull();
  });
});
