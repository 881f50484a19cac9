/**
 * A project's price list, replaced whole in one transaction with its `project.unit_types_changed`
 * event. New floor plans are stored before the transaction, like the project's photos; the plans no
 * type (or anything else) uses any more leave the bucket after it.
 */
import { floorPlanField, type UnitTypeInput, type UnitTypesBody } from '../../contract/unitTypes.ts';
import type { Project } from '../../contract/projects.ts';
import type { Actor } from '../context.ts';
import type { Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { notFound, validationError } from '../errors.ts';
import { findVersionedProject } from '../queries/projectReads.ts';
import { keyFromUrl, removeUnreferencedImages, type PreparedImage } from '../storage/images.ts';
import { uuidParam } from '../validate.ts';
import { assertVersion, type ExpectedVersions, type Versioned } from '../versionTags.ts';
import { withStoredImages } from './catalogWrite.ts';
import type { ProjectWriterDeps } from './projectWriter.ts';

/** New floor plans by the id of the unit type they belong to. */
export type FloorPlans = ReadonlyMap<string, PreparedImage>;

export const FLOOR_PLAN_NOT_KEPT = 'Upload the floor plan as an image file';
export const UNIT_TYPE_OF_ANOTHER_PROJECT = 'This unit type belongs to another project';

/** Each unit type's floor plan key: the new upload, else the one it keeps (named by its current URL), else none. */
function floorPlanKeys(list: UnitTypeInput[], stored: Map<string, string | null>, plans: FloorPlans): (string | null)[] {
  const fields: Record<string, string> = {};
  const keys = list.map((unit, index) => {
    const uploaded = plans.get(unit.id);
    if (uploaded) return uploaded.key;
    if (unit.floorPlan === null) return null;
    const kept = stored.get(unit.id) ?? null;
    const named = keyFromUrl(unit.floorPlan);
    // Only the plan already stored for this type can be kept by naming it; any other URL is no upload.
    if (kept && named === kept) return kept;
    fields[`unitTypes.${index}.floorPlan`] = FLOOR_PLAN_NOT_KEPT;
    return null;
  });
  if (Object.keys(fields).length) throw validationError(fields);
  return keys;
}

async function lockProject(tx: Tx, projectId: string, expected: ExpectedVersions): Promise<void> {
  const [row] = await tx<{ version: number }[]>`select version from projects where id = ${projectId} for update`;
  if (!row) throw notFound('Project not found');
  assertVersion('project', row.version, expected);
}

/**
 * Replaces the project's unit types with `body.unitTypes`, in that order: types kept by id are
 * updated, new ones inserted, the rest removed. A floor plan file for an id not in the list is a 400.
 */
export async function setUnitTypes(
  deps: ProjectWriterDeps,
  actor: Actor | null,
  id: string,
  body: UnitTypesBody,
  plans: FloorPlans = new Map(),
  expected: ExpectedVersions = null,
): Promise<Versioned<Project>> {
  const projectId = uuidParam(id, 'Project not found');
  const list = body.unitTypes;
  const ids = new Set(list.map((unit) => unit.id));
  const stray = [...plans.keys()].filter((planId) => !ids.has(planId));
  if (stray.length) throw validationError({ [floorPlanField(stray[0]!)]: 'This floor plan names no unit type of the list' });
  let dropped: string[] = [];
  const project = await withStoredImages(deps, [...plans.values()], async (tx) => {
    await lockProject(tx, projectId, expected);
    const existing = await tx<{ id: string; projectId: string; floorPlan: string | null }[]>`
      select id, project_id as "projectId", floor_plan as "floorPlan" from project_unit_types
      where project_id = ${projectId} or id = any(${tx.array([...ids])}::uuid[])`;
    const foreign = list.findIndex((unit) => existing.some((row) => row.id === unit.id && row.projectId !== projectId));
    if (foreign >= 0) throw validationError({ [`unitTypes.${foreign}.id`]: UNIT_TYPE_OF_ANOTHER_PROJECT });
    const stored = new Map(existing.map((row) => [row.id, row.floorPlan]));
    const keys = floorPlanKeys(list, stored, plans);

    await tx`delete from project_unit_types where project_id = ${projectId} and not (id = any(${tx.array([...ids])}::uuid[]))`;
    const rows = list.map((unit, position) => ({
      id: unit.id,
      project_id: projectId,
      position,
      label: unit.label,
      kind: unit.kind,
      bhk: unit.bhk,
      carpet_min: unit.carpetMin,
      carpet_max: unit.carpetMax,
      price_min: unit.priceMin,
      price_max: unit.priceMax,
      availability: unit.availability,
      floor_plan: keys[position] ?? null,
    }));
    if (rows.length)
      await tx`
        insert into project_unit_types ${tx(rows)}
        on conflict (id) do update set
          position = excluded.position, label = excluded.label, kind = excluded.kind, bhk = excluded.bhk,
          carpet_min = excluded.carpet_min, carpet_max = excluded.carpet_max, price_min = excluded.price_min,
          price_max = excluded.price_max, availability = excluded.availability, floor_plan = excluded.floor_plan`;
    await tx`update projects set updated_at = now() where id = ${projectId}`;
    const kept = new Set(keys);
    dropped = existing.flatMap((row) => (row.floorPlan && !kept.has(row.floorPlan) ? [row.floorPlan] : []));
    const updated = await findVersionedProject(tx, projectId);
    if (!updated) throw notFound('Project not found');
    await appendEvent(tx, {
      type: 'project.unit_types_changed',
      subjectId: projectId,
      actorId: actor?.id ?? null,
      payload: { unitTypes: updated.data.unitTypes },
    });
    return updated;
  });
  await removeUnreferencedImages(deps.sql, deps.bucket, dropped);
  return project;
}
