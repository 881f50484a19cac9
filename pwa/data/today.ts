/**
 * The advisor's Today (GET /agents/me/today), kept on the phone so it opens with no signal, and
 * the follow-up writes: a call's outcome through the outbox (the `lead.logOutcome` mutation: it
 * waits on the phone with no signal and is sent once), a next action set or marked done.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { LogOutcomeArgs, NextActionBody, Today, TodayLead, TodayQuery } from '../../contract/today.ts';
import type { AgentVisit, CheckInArgs, NoShowCorrectionBody, VisitNoteBody } from '../../contract/visits.ts';
import { api } from './api.ts';
import { networkFirst } from './networkFirst.ts';
import { saveMutation, type MutationOutcome } from './sender.ts';
import { loadDevice } from './device/load.ts';
import { bestEffort } from '../lib/bestEffort.ts';

/** Today as shown: from the server now (`keptAt` null), or as the phone kept it at `keptAt`. */
export interface TodayShown {
  today: Today;
  keptAt: string | null;
}

export const todayKeys = {
  all: ['workspace', 'today'] as const,
  of: (userId: string) => ['workspace', 'today', userId] as const,
  waiting: (userId: string) => ['workspace', 'today', userId, 'waiting'] as const,
  waitingCheckIns: (userId: string) => ['workspace', 'today', userId, 'waiting', 'check-ins'] as const,
};

/** Today with `lengths` of its lists; the one the phone keeps is the last one shown. */
export function todayQuery(userId: string, lengths: TodayQuery = {}) {
  return queryOptions({
    queryKey: [...todayKeys.of(userId), 'lists', lengths] as const,
    // Asking for more of a list keeps the leads shown until the longer list comes.
    placeholderData: keepPreviousData,
    queryFn: (context) =>
      networkFirst<TodayShown>(context, {
        network: async () => ({
          today: (await api.get<Envelope<Today>>('agents/me/today', { searchParams: lengths })).data,
          keptAt: null,
        }),
        remember: async (device, shown) => {
          await device.rememberToday(userId, shown.today);
          return shown;
        },
        recall: async (device) => {
          const kept = await device.recallToday(userId);
          return kept && { today: kept.today, keptAt: kept.keptAt };
        },
      }),
  });
}

/** The outcomes logged on this phone and not sent yet, by lead id (how many wait). */
export function waitingOutcomesQuery(userId: string) {
  return queryOptions({
    queryKey: todayKeys.waiting(userId),
    networkMode: 'always',
    queryFn: async () => {
      const waiting = new Map<string, number>();
      const pending = await bestEffort('no device store: nothing waits on it', async () => (await loadDevice()).pendingMutations(userId));
      for (const entry of pending ?? []) {
        if (entry.type !== 'lead.logOutcome') continue;
        const { enquiryId } = entry.args as LogOutcomeArgs;
        waiting.set(enquiryId, (waiting.get(enquiryId) ?? 0) + 1);
      }
      return waiting;
    },
  });
}

/** The visits checked in on this phone and not sent yet. */
export function waitingCheckInsQuery(userId: string) {
  return queryOptions({
    queryKey: todayKeys.waitingCheckIns(userId),
    networkMode: 'always',
    queryFn: async () => {
      const pending = await bestEffort('no device store: nothing waits on it', async () => (await loadDevice()).pendingMutations(userId));
      return new Set((pending ?? []).filter((entry) => entry.type === 'visit.checkIn').map((entry) => (entry.args as CheckInArgs).visitId));
    },
  });
}

/** A visit's check-in, checked on the phone, as the `visit.checkIn` mutation of the advisor's outbox. */
export function checkInVisit(userId: string, args: CheckInArgs): Promise<MutationOutcome> {
  return saveMutation(userId, 'visit.checkIn', args);
}

/** How a call went, as the `lead.logOutcome` mutation of the advisor's outbox. */
export function logCallOutcome(userId: string, args: LogOutcomeArgs): Promise<MutationOutcome> {
  return saveMutation(userId, 'lead.logOutcome', args);
}

export async function setNextAction(enquiryId: string, body: NextActionBody): Promise<TodayLead> {
  return (await api.put<Envelope<TodayLead>>(`admin/enquiries/${enquiryId}/next-action`, { json: body })).data;
}

export async function completeNextAction(enquiryId: string): Promise<TodayLead> {
  return (await api.post<Envelope<TodayLead>>(`admin/enquiries/${enquiryId}/next-action/done`)).data;
}

/** The office's correction of a no-show: online only, since it is no check-in made at the site. */
export async function markNoShowVisited(visitId: string, body: NoShowCorrectionBody): Promise<void> {
  await api.post(`visits/${visitId}/visited`, { json: body });
}

/** An advisor's visits of one Surat day (GET /agents/me/visits), asked afresh: another visit may be booked at any moment. */
export function agentVisitsQuery(date: string) {
  return queryOptions({
    queryKey: ['workspace', 'visits', date] as const,
    queryFn: async () => (await api.get<Envelope<AgentVisit[]>>('agents/me/visits', { searchParams: { date } })).data,
  });
}

/** The advisor's own notes on a visit: online only, for the office's eyes. */
export async function saveVisitNote(visitId: string, body: VisitNoteBody): Promise<void> {
  await api.put(`visits/${visitId}/note`, { json: body });
}
