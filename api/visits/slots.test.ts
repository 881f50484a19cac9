import { describe, expect, it } from 'vitest';
import { agencyInstant, agentFreeStarts, freeSlots, heldRange, type AgentCalendar } from './slots.ts';

// Monday 1 December 2025, 08:00 in Surat (02:30 UTC).
const monday = '2025-12-01';
const now = agencyInstant(monday, 8 * 60);
const weekdays = (startMinute: number, endMinute: number) => [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute, endMinute }));
const agent = (overrides: Partial<AgentCalendar> = {}): AgentCalendar => ({
  agentId: 'a',
  windows: weekdays(10 * 60, 13 * 60),
  blocks: [],
  held: [],
  ...overrides,
});
const rules = { now, minutes: 45, bufferMinutes: 15, days: 1 };
/** `HH:MM` in Surat of each start. */
const surat = (starts: Date[]) => starts.map((start) => new Date(start.getTime() + 330 * 60_000).toISOString().slice(11, 16));

describe('free slots', () => {
  it('start on the half-hour grid of the working hours, in Surat time, and end by the end of the window', () => {
    const starts = agentFreeStarts(agent(), rules);
    expect(surat(starts)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    expect(starts[0].toISOString()).toBe('2025-12-01T04:30:00.000Z');
  });

  it('leave out a slot that would run past the day’s end, however short the buffer', () => {
    const starts = agentFreeStarts(agent({ windows: [{ weekday: 1, startMinute: 17 * 60, endMinute: 18 * 60 + 40 }] }), rules);
    expect(surat(starts)).toEqual(['17:00', '17:30']);
  });

  it('keep the visit and its travel buffer clear of another visit', () => {
    const booked = heldRange(agencyInstant(monday, 11 * 60), 45, 15);
    const starts = agentFreeStarts(agent({ held: [booked] }), rules);
    // 10:30 + 45 + 15 runs into 11:00; 11:30 starts while the 11:00 visit's buffer runs.
    expect(surat(starts)).toEqual(['10:00', '12:00']);
  });

  it('offer nothing inside a block (leave, a festival) and resume after it', () => {
    const diwali = { from: agencyInstant(monday, 0), to: agencyInstant('2025-12-03', 0) };
    const starts = agentFreeStarts(agent({ blocks: [diwali] }), { ...rules, days: 3 });
    expect(starts.every((start) => start >= diwali.to)).toBe(true);
    expect(starts).toHaveLength(5);
  });

  it('start no sooner than an hour from now', () => {
    const late = agencyInstant(monday, 10 * 60 + 50);
    expect(surat(agentFreeStarts(agent(), { ...rules, now: late }))).toEqual(['12:00']);
  });

  it('reach 14 days ahead and skip the days an agent does not work', () => {
    const starts = agentFreeStarts(agent(), { ...rules, days: undefined });
    const days = new Set(starts.map((start) => new Date(start.getTime() + 330 * 60_000).toISOString().slice(0, 10)));
    // Two weeks from a Monday: twelve working days, the two Sundays off.
    expect(days.size).toBe(12);
    expect(days.has('2025-12-07')).toBe(false);
    expect([...days].at(-1)).toBe('2025-12-13');
  });

  it('follow the agency day across midnight UTC: a Surat morning is the UTC day before', () => {
    const early = agent({ windows: [{ weekday: 2, startMinute: 0, endMinute: 90 }] });
    const starts = agentFreeStarts(early, { ...rules, days: 2 });
    expect(starts.map((start) => start.toISOString())).toEqual(['2025-12-01T18:30:00.000Z', '2025-12-01T19:00:00.000Z']);
  });

  it('offer a start when any of the agents is free, naming who', () => {
    const busy = agent({ agentId: 'busy', held: [heldRange(agencyInstant(monday, 10 * 60), 45, 15)] });
    const free = agent({ agentId: 'free' });
    const [first, second, third] = freeSlots([busy, free], rules);
    expect([first.agentIds, second.agentIds]).toEqual([['free'], ['free']]);
    expect(third.agentIds).toEqual(['busy', 'free']);
    expect(first.endsAt.getTime() - first.startsAt.getTime()).toBe(45 * 60_000);
  });
});
