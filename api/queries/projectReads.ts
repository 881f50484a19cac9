/** Reads of projects: the public list and one project by id or slug, with their images in order. */
import { type ProjectStatus } from '../../contract/catalog.ts';
import { isUuid } from '../../contract/fields.ts';
import { projectFields, type Project } from '../../contract/projects.ts';
import type { Sql, Tx } from '../db.ts';
import { presentProject, type ProjectRow } from '../presenters/project.ts';
import { fieldColumns } from './storedFields.ts';
import { shownPointColumns } from '../presenters/place.ts';
import type { Versioned } from '../versionTags.ts';

export type ProjectRowWithKeys = ProjectRow & { imageKeys: string[] };

/** Columns of a project plus its image keys in gallery order; `p` is the projects alias. */
export const projectColumns = (sql: Sql | Tx) => sql`
  p.id, ${fieldColumns(sql, 'p', projectFields)}, p.created_at as "createdAt", p.updated_at as "updatedAt",
  p.rera_qr as "reraQr", ${shownPointColumns(sql, 'p')},
  (select count(*)::int from properties u where u.project_id = p.id and not u.draft) as "unitsListed",
  coalesce(
    (select array_agg(pi.key order by pi.position) from project_images pi where pi.project_id = p.id),
    '{}'::text[]
  ) as "imageKeys",
  coalesce(
    (
      select json_agg(json_build_object(
        'id', ut.id, 'label', ut.label, 'kind', ut.kind, 'bhk', ut.bhk, 'carpetMin', ut.carpet_min,
        'carpetMax', ut.carpet_max, 'priceMin', ut.price_min, 'priceMax', ut.price_max,
        'availability', ut.availability, 'floorPlanKey', ut.floor_plan
      ) order by ut.position)
      from project_unit_types ut where ut.project_id = p.id
    ),
    '[]'::json
  ) as "unitTypeRows"`;

const present = (row: ProjectRowWithKeys) => presentProject(row, row.imageKeys);

/** Every project, newest first, optionally of one status. */
export async function listProjects(sql: Sql, filter: { status?: ProjectStatus } = {}): Promise<Project[]> {
  const rows = await sql<ProjectRowWithKeys[]>`
    select ${projectColumns(sql)} from projects p
    ${filter.status ? sql`where p.status = ${filter.status}` : sql``}
    order by p.created_at desc, p.id desc`;
  return rows.map(present);
}

/** One project by its uuid or its slug; null when neither names one. */
export async function findProject(sql: Sql | Tx, idOrSlug: string): Promise<Project | null> {
  return (await findVersionedProject(sql, idOrSlug))?.data ?? null;
}

/** One project and its row version (the ETag of what is shown), read together. */
export async function findVersionedProject(sql: Sql | Tx, idOrSlug: string): Promise<Versioned<Project> | null> {
  const byId = isUuid(idOrSlug);
  const [row] = await sql<(ProjectRowWithKeys & { version: number })[]>`
    select ${projectColumns(sql)}, p.version from projects p
    where ${byId ? sql`p.id = ${idOrSlug.toLowerCase()}::uuid` : sql`p.slug = ${idOrSlug}`}`;
  return row ? { data: present(row), version: row.version } : null;
}
