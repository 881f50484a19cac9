/**
 * The site-visit packs an advisor's phone keeps by itself: the listing of each of today's visits,
 * and from 5 pm in Surat of tomorrow's too, kept as a buyer keeps one (every photo, the RERA QR,
 * the small map's tiles, a project unit's price list and floor plans, checked complete), so the
 * facts open at a site with no signal. A visit to a project keeps the project: its page's facts and
 * price list, every photo and floor plan, the RERA QR and the map's tiles. Kept quietly, one after
 * another while the phone is online; each visit's card says when its pack is on the phone.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { agencyDate } from '../../../contract/enquiries.ts';
import type { AgentVisit } from '../../../contract/visits.ts';
import { propertyQuery } from '../../data/properties.ts';
import { agentVisitsQuery } from '../../data/today.ts';
import { bestEffort } from '../../lib/bestEffort.ts';
import { canKeepOffline, keepProject, keepProperty, projectPackStatusQuery, visitPackStatusQuery } from '../visitPack/useVisitPacks.ts';

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

/** The projects these visits are to, each once, in the visits' order. */
export function visitedProjects(visits: readonly AgentVisit[]): string[] {
  const ids = visits.filter((visit) => visit.status === 'booked' && visit.listing?.kind === 'project').map((visit) => visit.listing!._id);
  return [...new Set(ids)];
}

/** The projects these visits need kept and not kept yet, each once, in the visits' order. */
export function projectsToKeep(visits: readonly AgentVisit[], kept: ReadonlySet<string>): string[] {
  return visitedProjects(visits).filter((id) => !kept.has(id));
}

/**
 * Keeps the packs today's and (in the evening) tomorrow's visits need; answers which listings
 * (properties and projects, by id) are kept and tomorrow's visits.
 */
export function useVisitPacksAhead(userId: string, todays: readonly AgentVisit[]) {
  const client = useQueryClient();
  const tomorrow = eveningBefore(new Date());
  const ahead = useQuery({ ...agentVisitsQuery(tomorrow ?? ''), enabled: tomorrow !== null });
  const visits = [...todays, ...(ahead.data ?? [])];
  const status = useQuery({ ...visitPackStatusQuery(userId), enabled: canKeepOffline() });
  const projectIds = visitedProjects(visits);
  const projects = useQuery({ ...projectPackStatusQuery(projectIds), enabled: canKeepOffline() && projectIds.length > 0 });
  const kept = new Set([...(status.data ?? []).filter((pack) => pack.complete).map((pack) => pack.propertyId), ...(projects.data ?? [])]);
  const key = propertiesToKeep(visits, kept).join(',');
  const projectKey = projectsToKeep(visits, kept).join(',');
  const checked = status.isSuccess && (projectIds.length === 0 || projects.isSuccess);
  useEffect(() => {
    if ((!key && !projectKey) || !checked || !navigator.onLine) return;
    let stopped = false;
    void (async () => {
      for (const id of key ? key.split(',') : []) {
        if (stopped) return;
        const property = await bestEffort(
          'a listing gone or out of reach is packed on the next visit to Today',
          client.fetchQuery(propertyQuery(id)),
          null,
        );
        if (property) await keepProperty(client, userId, property, { quiet: true });
      }
      for (const id of projectKey ? projectKey.split(',') : []) {
        if (stopped) return;
        await keepProject(client, id);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [key, projectKey, checked, client, userId]);
  return { kept, tomorrow: ahead.data ?? [] };
}
