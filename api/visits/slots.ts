/**
 * Free visit slots, computed from an agent's weekly hours (Surat time), their blocked periods and
 * the times their booked visits hold (the visit and the travel buffer after it). A slot starts on
 * the step grid of a working window, ends by the window's end (the day's end), starts at least the
 * notice after now, overlaps no block, and its held time overlaps no other held time: the same rule
 * the database's exclusion constraint keeps, so what is offered is what can be booked.
 */
import { AGENCY_OFFSET_MINUTES, SLOT_DAYS, SLOT_NOTICE_MINUTES, SLOT_STEP_MINUTES } from '../../contract/visits.ts';
import { addDays, agencyDate } from '../../contract/enquiries.ts';

export interface TimeRange {
  from: Date;
  to: Date;
}

export interface WorkingMinutes {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface AgentCalendar {
  agentId: string;
  windows: WorkingMinutes[];
  blocks: TimeRange[];
  /** What the agent's booked visits hold: each visit and its travel buffer. */
  held: TimeRange[];
}

export interface SlotRules {
  now: Date;
  minutes: number;
  bufferMinutes: number;
  days?: number;
  noticeMinutes?: number;
  stepMinutes?: number;
}

export interface FreeSlot {
  startsAt: Date;
  endsAt: Date;
  /** The agents free for it, in the order they were given. */
  agentIds: string[];
}

const MINUTE = 60_000;

/** The instant of `minute` minutes after midnight of the agency's `date` (YYYY-MM-DD). */
export const agencyInstant = (date: string, minute: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + (minute - AGENCY_OFFSET_MINUTES) * MINUTE);

const overlaps = (a: TimeRange, b: TimeRange) => a.from < b.to && b.from < a.to;

/** The range a visit starting at `startsAt` holds: the visit and the travel buffer after it. */
export const heldRange = (startsAt: Date, minutes: number, bufferMinutes: number): TimeRange => ({
  from: startsAt,
  to: new Date(startsAt.getTime() + (minutes + bufferMinutes) * MINUTE),
});

/** Every start one agent is free for, earliest first. */
export function agentFreeStarts(agent: AgentCalendar, rules: SlotRules): Date[] {
  const { now, minutes, bufferMinutes } = rules;
  const step = rules.stepMinutes ?? SLOT_STEP_MINUTES;
  const earliest = now.getTime() + (rules.noticeMinutes ?? SLOT_NOTICE_MINUTES) * MINUTE;
  const today = agencyDate(now);
  const starts: Date[] = [];
  for (let day = 0; day < (rules.days ?? SLOT_DAYS); day += 1) {
    const date = addDays(today, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const windows = agent.windows.filter((window) => window.weekday === weekday).sort((a, b) => a.startMinute - b.startMinute);
    for (const window of windows) {
      for (let minute = window.startMinute; minute + minutes <= window.endMinute; minute += step) {
        const startsAt = agencyInstant(date, minute);
        if (startsAt.getTime() < earliest) continue;
        const visit = { from: startsAt, to: new Date(startsAt.getTime() + minutes * MINUTE) };
        if (agent.blocks.some((block) => overlaps(block, visit))) continue;
        const held = heldRange(startsAt, minutes, bufferMinutes);
        if (agent.held.some((other) => overlaps(other, held))) continue;
        starts.push(startsAt);
      }
    }
  }
  return starts;
}

/** The free slots of any of `agents` (the listing's agent, or the agents on duty), earliest first. */
export function freeSlots(agents: AgentCalendar[], rules: SlotRules): FreeSlot[] {
  const byStart = new Map<number, string[]>();
  for (const agent of agents) {
    for (const start of agentFreeStarts(agent, rules)) {
      const free = byStart.get(start.getTime()) ?? [];
      free.push(agent.agentId);
      byStart.set(start.getTime(), free);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, agentIds]) => ({ startsAt: new Date(start), endsAt: new Date(start + rules.minutes * MINUTE), agentIds }));
}
