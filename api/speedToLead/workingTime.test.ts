import { describe, expect, it } from 'vitest';
import { contactDeadline, type WorkingHours } from './workingTime.ts';

const office: WorkingHours = { start: 10 * 60, end: 19 * 60, days: [1, 2, 3, 4, 5, 6] };
/** A moment given in Surat time. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('contactDeadline', () => {
  it('is 15 minutes later inside working hours', () => {
    expect(contactDeadline(ist('2026-11-27T11:00:00'), 15, office)).toEqual(ist('2026-11-27T11:15:00'));
  });

  it('counts from the opening for a lead that arrives before it', () => {
    expect(contactDeadline(ist('2026-11-27T07:40:00'), 15, office)).toEqual(ist('2026-11-27T10:15:00'));
  });

  it('carries the minutes left at closing to the next working morning', () => {
    expect(contactDeadline(ist('2026-11-27T18:50:00'), 15, office)).toEqual(ist('2026-11-28T10:05:00'));
  });

  it('skips a day off: a Saturday evening lead is due on Monday morning', () => {
    // 28 Nov 2026 is a Saturday; Sunday is not a working day.
    expect(contactDeadline(ist('2026-11-28T20:30:00'), 15, office)).toEqual(ist('2026-11-30T10:15:00'));
  });

  it('counts plain minutes when no working hours are set', () => {
    expect(contactDeadline(ist('2026-11-29T23:00:00'), 15, { start: 0, end: 0, days: [] })).toEqual(ist('2026-11-29T23:15:00'));
  });
});
