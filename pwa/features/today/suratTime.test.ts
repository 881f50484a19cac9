import { describe, expect, it } from 'vitest';
import { fromSuratInput, suratInput } from './suratTime.ts';

describe('a due time typed on the phone', () => {
  it('is read in Surat time and stored in UTC, whatever the phone’s zone', () => {
    expect(fromSuratInput('2026-11-27T15:30')).toBe('2026-11-27T10:00:00.000Z');
    expect(suratInput(new Date('2026-11-27T10:00:00.000Z'))).toBe('2026-11-27T15:30');
  });
});
