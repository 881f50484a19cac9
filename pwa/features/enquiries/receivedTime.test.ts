import { describe, expect, it } from 'vitest';
import { receivedAgo, receivedAt } from './receivedTime.ts';

const now = Date.parse('2026-11-27T09:34:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('when a lead was received', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(receivedAgo(before(20_000), now)).toBe('now');
    expect(receivedAgo(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(receivedAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(receivedAgo(before(26 * 3_600_000), now)).toBe('yesterday');
    expect(receivedAgo(before(15 * 86_400_000), now)).toBe('2 weeks ago');
  });

  it('says a time a little ahead of this device’s clock is now', () => {
    expect(receivedAgo(new Date(now + 30_000).toISOString(), now)).toBe('now');
  });

  it('gives the moment in India’s time whatever the device’s time zone', () => {
    expect(receivedAt('2026-11-27T09:34:00Z')).toBe('27 Nov 2026, 3:04 pm IST');
    expect(receivedAt('2026-11-27T20:00:00Z')).toBe('28 Nov 2026, 1:30 am IST');
  });

  it('says both in the page’s language, the moment still in India’s time', () => {
    expect(receivedAgo(before(5 * 60_000), now, 'gu')).toBe('5 મિનિટ પહેલાં');
    expect(receivedAgo(before(26 * 3_600_000), now, 'hi')).toBe('कल');
    expect(receivedAt('2026-11-27T09:34:00Z', 'hi')).toBe('27 नव॰ 2026, 3:04 pm IST');
  });
});
