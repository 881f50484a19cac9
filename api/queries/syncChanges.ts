/**
 * GET /sync: what changed after a cursor, from the event log, handed out below a horizon that never skips a late commit.
 * Why: docs/decisions/002-sync-horizon.md
 */
import type { SyncChange, SyncPull } from '../../contract/mutations.ts';
import type { Project } from '../../contract/projects.ts';
import type { Sql } from '../db.ts';
import { presentProject } from '../presenters/project.ts';
import { projectColumns, type ProjectRowWithKeys } from './projectReads.ts';
import { findProperties } from './propertyReads.ts';

export const SYNC_PAGE = 500;

interface EventRow {
  horizon: number;
  lastSeq: number | null;
  seq: number | null;
  type: string | null;
  subjectId: string | null;
}

/** The log page after `since` below the horizon, plus the horizon and the last seq below it, in one snapshot. */
async function readPage(sql: Sql, since: number, viewerId: string | null): Promise<EventRow[]> {
  return sql<EventRow[]>`
    with snapshot as (select pg_current_snapshot() as s),
    horizon as (
      select least(
        pg_snapshot_xmax(s)::text::bigint,
        (select min(x::text::bigint) from pg_snapshot_xip(s) as x
          where not exists (
            select 1 from pg_stat_activity a where a.backend_xid = x::xid and a.datname <> current_database()
          ))
      ) << 16 as seq
      from snapshot
    )
    select h.seq as horizon, last.seq as "lastSeq", page.seq, page.type, page.subject_id as "subjectId"
    from horizon h
    cross join lateral (select max(e.seq) as seq from events e where e.seq < h.seq) last
    left join lateral (
      select e.seq, e.type, e.subject_id
      from events e
      where e.seq > ${since} and e.seq < h.seq
        and (
          e.type like 'property.%' or e.type like 'project.%'
          or (e.type = 'favorite.set' and e.actor_id = ${viewerId ?? ''} and ${viewerId !== null})
        )
      order by e.seq
      limit ${SYNC_PAGE + 1}
    ) page on true
    order by page.seq`;
}

async function findProjects(sql: Sql, ids: string[]): Promise<Map<string, Project>> {
  if (ids.length === 0) return new Map();
  const rows = await sql<ProjectRowWithKeys[]>`
    select ${projectColumns(sql)} from projects p where p.id = any(${sql.array(ids)}::uuid[])`;
  return new Map(rows.map((row) => [row.id, presentProject(row, row.imageKeys)]));
}

async function favoriteStates(sql: Sql, viewerId: string | null, propertyIds: string[]): Promise<Map<string, boolean>> {
  if (!viewerId || propertyIds.length === 0) return new Map();
  const rows = await sql<{ propertyId: string; active: boolean }[]>`
    select property_id as "propertyId", active from favorites
    where user_id = ${viewerId} and property_id = any(${sql.array(propertyIds)}::uuid[])`;
  return new Map(rows.map((row) => [row.propertyId, row.active]));
}

const kindOf = (type: string) => type.slice(0, type.indexOf('.'));

export async function syncChanges(sql: Sql, since: number | 'latest', viewerId: string | null): Promise<SyncPull> {
  if (since === 'latest') {
    // Nothing after the end of the log: the answer is the cursor of now, below the horizon as always.
    const [row] = await readPage(sql, Number.MAX_SAFE_INTEGER, viewerId);
    return { changes: [], cursor: row?.lastSeq ?? 0, hasMore: false };
  }
  const rows = await readPage(sql, since, viewerId);
  const events = rows.filter((row): row is EventRow & { seq: number; type: string; subjectId: string } => row.seq !== null);
  const hasMore = events.length > SYNC_PAGE;
  const page = events.slice(0, SYNC_PAGE);
  const cursor = hasMore ? page[page.length - 1].seq : Math.max(since, rows[0]?.lastSeq ?? 0);

  // The latest event of each subject, in the order of those latest events.
  const latest = new Map<string, (typeof page)[number]>();
  for (const event of page) {
    const key = `${kindOf(event.type)}:${event.subjectId}`;
    latest.delete(key);
    latest.set(key, event);
  }
  const collapsed = [...latest.values()];
  const idsOf = (kind: string) =>
    collapsed.filter((event) => kindOf(event.type) === kind && !event.type.endsWith('.deleted')).map((event) => event.subjectId);

  const [properties, projects, favorites] = await Promise.all([
    findProperties(sql, idsOf('property'), viewerId),
    findProjects(
      sql,
      idsOf('project').filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
    ),
    favoriteStates(
      sql,
      viewerId,
      idsOf('favorite').filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
    ),
  ]);

  const changes: SyncChange[] = collapsed.map((event): SyncChange => {
    const { seq, subjectId } = event;
    switch (kindOf(event.type)) {
      case 'property': {
        const property = properties.get(subjectId);
        return property
          ? { seq, type: 'property.upserted', subjectId, data: property }
          : { seq, type: 'property.deleted', subjectId, data: null };
      }
      case 'project': {
        const project = projects.get(subjectId);
        return project
          ? { seq, type: 'project.upserted', subjectId, data: project }
          : { seq, type: 'project.deleted', subjectId, data: null };
      }
      default:
        return { seq, type: 'favorite.set', subjectId, data: { propertyId: subjectId, favorite: favorites.get(subjectId) ?? false } };
    }
  });
  return { changes, cursor, hasMore };
}
