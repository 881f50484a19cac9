import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime.ts';

describe('formatDateTime', () => {
  it("writes a moment on Surat's clock, in English or the page's Intl locale", () => {
    // 20:00 UTC on 27 November is 1:30 the next morning in Surat.
    expect(formatDateTime('2026-11-27T20:00:00Z')).toBe('28 Nov 2026, 1:30 am');
    expect(formatDateTime('2026-11-27T20:00:00Z', 'gu-IN')).toBe('28 નવે, 2026 1:30 AM');
    expect(formatDateTime('2026-11-27T20:00:00Z', 'hi-IN')).toBe('28 नव॰ 2026, 1:30 am');
  });
});
