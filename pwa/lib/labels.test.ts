import { describe, expect, it } from 'vitest';
import { inEnglish } from '../i18n/useT.tsx';
import { possessionBadgeIn, possessionFactIn, possessionPassed } from './labels.ts';

describe('possession', () => {
  it('has passed once its month is over in India', () => {
    // 30 November 2026, 19:00 UTC is already 1 December in India.
    expect(possessionPassed('2026-11', new Date('2026-11-30T17:00:00Z'))).toBe(false);
    expect(possessionPassed('2026-11', new Date('2026-11-30T19:00:00Z'))).toBe(true);
    expect(possessionPassed('2026-09', new Date('2026-11-27T10:00:00Z'))).toBe(true);
    expect(possessionPassed('2027-12', new Date('2026-11-27T10:00:00Z'))).toBe(false);
  });

  it('reads on a card as the month ahead, or as a date that was due', () => {
    expect(possessionBadgeIn(inEnglish, 'en', { possession: 'under_construction', possessionDate: '2099-12' })).toBe('Possession Dec 2099');
    expect(possessionBadgeIn(inEnglish, 'en', { possession: 'under_construction', possessionDate: '2020-09' })).toBe(
      'Possession was due Sep 2020',
    );
    expect(possessionBadgeIn(inEnglish, 'en', { possession: 'ready', possessionDate: null })).toBe('Ready to move');
  });

  it('gives the month alone beside the Possession label, so the word is not said twice', () => {
    expect(possessionFactIn(inEnglish, 'en', { possession: 'under_construction', possessionDate: '2099-12' })).toBe('Dec 2099');
    expect(possessionFactIn(inEnglish, 'en', { possession: 'under_construction', possessionDate: '2020-09' })).toBe(
      'Sep 2020, date passed',
    );
    expect(possessionFactIn(inEnglish, 'en', { possession: 'under_construction', possessionDate: null })).toBe('Under construction');
  });
});
