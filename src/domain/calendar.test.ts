import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/message.ts';
import { findBlock } from './blocked-times.ts';
import { closedLabel, closureBlock, mergeCalendar } from './calendar.ts';

describe('the club calendar', () => {
  it('closes every slot of a closed day, to midnight, and no other day', () => {
    const block = closureBlock({ date: '2026-12-25', name: 'Navidad' });
    expect(findBlock([block], '2026-12-25', '08:00 - 09:00')).toBe(block);
    expect(findBlock([block], '2026-12-25', '23:00 - 24:00')).toBe(block);
    expect(findBlock([block], '2026-12-26', '08:00 - 09:00')).toBeNull();
    // The day's name, marked as a closure: each reader sees 'Club cerrado: Navidad' in theirs.
    expect(block).toMatchObject({ reason: 'Navidad', kind: 'closure' });
    expect(closedLabel({ date: '2026-12-25', name: 'Navidad' })).toEqual(
      msg('calendar.closedNamed', { name: 'Navidad' }),
    );
    expect(closedLabel({ date: '2026-12-25', name: ' ' })).toEqual(msg('calendar.clubClosed'));
  });

  it('suggests the holidays nobody decided on, after the stored days, by date', () => {
    const merged = mergeCalendar(
      [
        { date: '2026-12-25', name: 'Navidad', source: 'holiday', status: 'closed' },
        { date: '2026-12-08', name: 'Inmaculada', source: 'holiday', status: 'dropped' },
        { date: '2026-12-31', name: 'Nochevieja', source: 'club', status: 'closed' },
      ],
      [
        { date: '2026-12-06', name: 'Constitución' },
        { date: '2026-12-08', name: 'Inmaculada' },
        { date: '2026-12-25', name: 'Navidad' },
      ],
    );
    expect(merged.map((d) => `${d.date} ${d.status}`)).toEqual([
      '2026-12-06 suggested',
      '2026-12-08 dropped',
      '2026-12-25 closed',
      '2026-12-31 closed',
    ]);
  });
});
