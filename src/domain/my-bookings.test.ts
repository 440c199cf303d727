import { describe, expect, it } from 'vitest';
import { MY_BOOKINGS_PAST_DAYS, myBookingsWindowStart, rangeBeyondWindow } from './my-bookings.ts';

describe("'Mis Reservas' default window", () => {
  const today = '2026-11-21';

  it(`starts ${MY_BOOKINGS_PAST_DAYS} days back`, () => {
    expect(myBookingsWindowStart(today)).toBe('2026-08-23');
  });

  it('needs no range when the dates stay within the default list', () => {
    expect(rangeBeyondWindow({}, today)).toBeNull();
    expect(rangeBeyondWindow({ from: '2026-08-23' }, today)).toBeNull();
    expect(rangeBeyondWindow({ from: '2026-10-01', to: '2026-10-31' }, today)).toBeNull();
  });

  it("asks for the range when 'Desde' is before it, or 'Hasta' comes alone", () => {
    expect(rangeBeyondWindow({ from: '2026-08-22' }, today)).toEqual({ from: '2026-08-22' });
    expect(rangeBeyondWindow({ from: '2025-01-01', to: '2025-02-01' }, today)).toEqual({
      from: '2025-01-01',
      to: '2025-02-01',
    });
    expect(rangeBeyondWindow({ to: '2026-11-30' }, today)).toEqual({ to: '2026-11-30' });
  });
});
