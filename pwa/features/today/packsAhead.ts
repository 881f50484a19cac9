/**
 * The site-visit packs an advisor's phone keeps by itself: the listing of each of today's visits,
 * and from 5 pm in Surat of tomorrow's too, kept as a buyer keeps one (every photo, the RERA QR,
 * the small map's tiles, a project unit's price list and floor plans, checked complete), so the
 * facts open at a site with no signal. Kept quietly, one after another while the phone is online;
 * each visit's card says when its pack is on the phone. Project visits have no pack (a project page
 * is not kept offline).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { agencyDate } from '../../../contract/enquiries.ts';
import type { AgentVisit } from '../../../contract/visits.ts';
import { propertyQuery } from '../../data/properties.ts';
import { agentVisitsQuery } from '../../data/today.ts';
import { bestEffort } from '../../lib/bestEffort.ts';
import { canKeepOffline, keepProperty, visitPackStatusQuery } from '../visitPack/useVisitPacks.ts';

/** From this hour in Surat, tomorrow's visits are packed too. */
export const EVENING_HOUR = 17;

/** Tomorrow's Surat date once it is evening in Surat, else null. */
export function eveningBefore(now: Date): string | null {
  const suratHour = new Date(now.getTime() + 330 * 60_000).getUTCHours();
  return suratHour >= EVENING_HOUR ? agencyDate(new Date(now.getTime() + 86_400_000)) : null;
}

/** The properties these visits need kept and not kept yet, each once, in the visits' order. */
export function propertiesToKeep(visits: readonly AgentVisit[], kept: ReadonlySet<string>): string[] {
  const ids = visits
    .filter((visit) => visit.status === 'booked' && visit.listing?.kind === 'property' && !kept.has(visit.listing._id))
    .map((visit) => visit.listing!._id);
  return [...new Set(ids)];
}

/** Keeps the packs today's and (in the evening) tomorrow's visits need; answers which properties are kept and tomorrow's visits. */
export function useVisitPacksAhead(userId: string, todays: readonly AgentVisit[]) {
  const client = useQueryClient();
  const tomorrow = eveningBefore(new Date());
  const ahead = useQuery({ ...agentVisitsQuery(tomorrow ?? ''), enabled: tomorrow !== null });
  const status = useQuery({ ...visitPackStatusQuery(userId), enabled: canKeepOffline() });
  const kept = new Set((status.data ?? []).filter((pack) => pack.complete).map((pack) => pack.propertyId));
  const wanted = propertiesToKeep([...todays, ...(ahead.data ?? [])], kept);
  const key = wanted.join(',');
  useEffect(() => {
    if (!key || !status.isSuccess || !navigator.onLine) return;
    let stopped = false;
    void (async () => {
      for (const id of key.split(',')) {
        if (stopped) return;
        const property = await bestEffort(
          'a listing gone or out of reach is packed on the next visit to Today',
          client.fetchQuery(propertyQuery(id)),
          null,
        );
        if (property) await keepProperty(client, userId, property, { quiet: true });
      }
    })();
    return () => {
      stopped = true;
    };
  }, [key, status.isSuccess, client, userId]);
  return { kept, tomorrow: ahead.data ?? [] };
}
