/**
 * Demo data, seeded once, in two steps. Before the first request: the admin and user accounts, the
 * listings and the projects, without pictures (a second). While the site already answers: their
 * generated pictures and the listings' share images, stored through the same S3 path as uploads
 * (about 25 s of sharp on two cores; see docs/decisions/042-demo-pictures-in-the-background.md).
 * Every record and every gallery goes through its write command (row + event); a `seed.completed`
 * event marks the records done and `seed.pictures_completed` the pictures, so later starts add
 * nothing. A start interrupted half-way resumes: records already present are skipped by title, and
 * the pictures of a record without any are made again (a gallery is written whole, in one
 * transaction, after its objects are stored: a record has all of its pictures or none).
 */
import { randomUUID } from 'node:crypto';
import { createProject, updateProject } from '../api/commands/projectWriter.ts';
import { projectFormInput } from '../contract/projects.ts';
import { propertyFormInput } from '../contract/properties.ts';
import { createProperty, patchProperty } from '../api/commands/propertyWriter.ts';
import { ensureAccount } from '../api/auth/accounts.ts';
import { setDuty } from '../api/commands/leadAssigner.ts';
import { writeAvailability } from '../api/commands/visitAvailabilityWriter.ts';
import type { Actor, Deps } from '../api/context.ts';
import { withTx, type Sql, type Tx } from '../api/db.ts';
import { appendEvent } from '../api/events/appendEvent.ts';
import { prepareImage, type PreparedImage } from '../api/storage/images.ts';
import type { DemoAccounts } from './demoSettings.ts';
import { seedPriceLists, seedProjects, seedProperties } from './seedData.ts';
import { setUnitTypes } from '../api/commands/priceListWriter.ts';
import { UnitTypesBody } from '../contract/unitTypes.ts';
import { parse } from '../api/validate.ts';
import { drawSeedImage } from './seedImages.ts';

/** Pictures per kind; listings of one kind share them (content-addressed storage keeps one copy). */
const PICTURES_PER_KIND = 6;

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

/** Draws and prepares each distinct picture once. */
function picturePool() {
  const cache = new Map<string, Promise<PreparedImage>>();
  return (kind: string, variant: number) => {
    const key = `${kind}:${variant % PICTURES_PER_KIND}`;
    let prepared = cache.get(key);
    if (!prepared) {
      prepared = drawSeedImage({ kind, seed: (variant % PICTURES_PER_KIND) * 97 + kind.length }).then(prepareImage);
      cache.set(key, prepared);
    }
    return prepared;
  };
}

/** The demo advisor's week in Surat time: Monday to Saturday with a lunch break, Sunday mornings. */
export const demoAgentHours = [
  ...[1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, from: '10:00', to: '13:30' },
    { weekday, from: '14:30', to: '19:00' },
  ]),
  { weekday: 0, from: '10:00', to: '14:00' },
];

/**
 * Gives the demo advisor working hours and puts them on duty, so `npm start` offers real visit
 * times. Only where nobody has set them yet: an office's own changes survive a restart, and a data
 * directory seeded before the advisor had hours gets them on its next start.
 */
async function openDemoAgentsWeek(deps: Deps, admin: Actor, agentId: string): Promise<void> {
  const [hoursSet] = await deps.sql`
    select 1 from events where type = 'agent.availability_changed' and subject_id = ${agentId} limit 1`;
  if (!hoursSet) await writeAvailability(deps, admin, agentId, { hours: demoAgentHours, blocks: [] });
  const [dutySet] = await deps.sql`select 1 from agent_duty where agent_id = ${agentId}`;
  if (!dutySet) await setDuty(deps, { id: agentId, role: 'agent' }, { onDuty: true });
}

export async function seedDemo(deps: Deps, accounts: DemoAccounts): Promise<void> {
  const { sql, log } = deps;
  const admin = await ensureAccount(deps, {
    email: accounts.admin.email,
    password: accounts.admin.password,
    username: 'admin',
    fullName: 'Office Admin',
    mobile: '9825012345',
    role: 'admin',
  });
  const agent = await ensureAccount(deps, {
    email: accounts.agent.email,
    password: accounts.agent.password,
    username: 'demo.agent',
    fullName: 'Kiran Desai',
    mobile: '9879011223',
    role: 'agent',
  });
  await ensureAccount(deps, {
    email: accounts.user.email,
    password: accounts.user.password,
    username: 'demo.user',
    fullName: 'Riya Patel',
    mobile: '9909054321',
    role: 'user',
  });

  await openDemoAgentsWeek(deps, { id: admin.id, role: 'admin' }, agent.id);

  const [done] = await sql`select 1 from events where type = 'seed.completed' limit 1`;
  if (done) return;

  const started = performance.now();
  const actor: Actor = { id: admin.id, role: 'admin' };
  const existingProperties = new Set((await sql<{ title: string }[]>`select title from properties`).map((row) => row.title));
  const existingProjects = new Set((await sql<{ slug: string }[]>`select slug from projects`).map((row) => row.slug));

  for (const project of seedProjects.filter((project) => !existingProjects.has(project.slug))) {
    const created = await createProject(deps, actor, projectFormInput(project), []);
    const priceList = seedPriceLists[project.slug];
    if (priceList)
      await setUnitTypes(
        deps,
        actor,
        created._id,
        parse(UnitTypesBody, { unitTypes: priceList.map((unit) => ({ ...unit, id: randomUUID() })) }),
      );
  }
  // Units name their project by id, so the projects go first.
  const projectIds = new Map((await sql<{ id: string; slug: string }[]>`select id, slug from projects`).map((row) => [row.slug, row.id]));
  // Share images come with the pictures (seedDemoPictures): one made now, of a listing without photos, would be thrown away.
  const recordsOnly = { ...deps, shareImages: 'later' as const };
  for (const property of seedProperties.filter((property) => !existingProperties.has(property.title))) {
    await createProperty(
      recordsOnly,
      actor,
      propertyFormInput({ ...property, projectId: property.projectSlug ? (projectIds.get(property.projectSlug) ?? null) : null }),
      [],
    );
  }
  // Spread the listing dates over the past months, as a real portfolio has them, and mark the seed done.
  await withTx(sql, async (tx) => {
    await backdate(tx);
    await appendEvent(tx, {
      type: 'seed.completed',
      subjectId: 'demo',
      actorId: admin.id,
      payload: { properties: seedProperties.length, projects: seedProjects.length, backdated: true },
    });
  });
  log.info('demo data seeded', {
    properties: seedProperties.length,
    projects: seedProjects.length,
    ms: Math.round(performance.now() - started),
  });
}

/** Dates the seeded records as `daysAgo` says (their writes dated them now). */
async function backdate(tx: Sql | Tx, only?: { propertyTitle?: string; projectSlug?: string }): Promise<void> {
  for (const property of seedProperties) {
    if (only && only.propertyTitle !== property.title) continue;
    await tx`
      update properties set created_at = now() - make_interval(days => ${property.daysAgo}),
                            updated_at = now() - make_interval(days => ${property.daysAgo})
      where title = ${property.title}`;
  }
  for (const project of seedProjects) {
    if (only && only.projectSlug !== project.slug) continue;
    await tx`
      update projects set created_at = now() - make_interval(days => ${project.daysAgo}),
                          updated_at = now() - make_interval(days => ${project.daysAgo})
      where slug = ${project.slug}`;
  }
}

/**
 * The seeded records' pictures, and with them the listings' share images, made one record at a time
 * while the site serves: each appears once its gallery is written. Stops between records when
 * `signal` aborts; the next start makes the rest. Records an admin has given pictures are left alone.
 */
export async function seedDemoPictures(deps: Deps, accounts: DemoAccounts, signal?: AbortSignal): Promise<void> {
  const { sql, log } = deps;
  const [done] = await sql`select 1 from events where type = 'seed.pictures_completed' limit 1`;
  if (done) return;
  const [admin] = await sql<{ id: string }[]>`select id from "user" where email = ${accounts.admin.email}`;
  if (!admin) return;
  const started = performance.now();
  const actor: Actor = { id: admin.id, role: 'admin' };
  const picture = picturePool();
  const pictures = (kind: string, offset: number, count: number) =>
    Promise.all(Array.from({ length: count }, (_, index) => picture(kind, offset + index)));

  const projects = await sql<{ id: string; slug: string }[]>`
    select p.id, p.slug from projects p where not exists (select 1 from project_images i where i.project_id = p.id)`;
  // Two records at a time: sharp's work on one overlaps the other's storage and transaction.
  await inBatches(projects, 2, async ({ id, slug }) => {
    if (signal?.aborted) return;
    const index = seedProjects.findIndex((project) => project.slug === slug);
    const project = seedProjects[index];
    if (!project || project.imageCount === 0) return;
    await updateProject(deps, actor, id, {}, await pictures(project.kind, index * 2, project.imageCount));
    await backdate(sql, { projectSlug: slug });
  });
  const properties = await sql<{ id: string; title: string }[]>`
    select p.id, p.title from properties p where not exists (select 1 from property_images i where i.property_id = p.id)`;
  await inBatches(properties, 2, async ({ id, title }) => {
    if (signal?.aborted) return;
    const index = seedProperties.findIndex((property) => property.title === title);
    const property = seedProperties[index];
    if (!property || property.imageCount === 0) return;
    await patchProperty(deps, actor, id, {}, await pictures(property.kind, index, property.imageCount));
    await backdate(sql, { propertyTitle: title });
  });
  if (signal?.aborted) return;
  await withTx(sql, (tx) => appendEvent(tx, { type: 'seed.pictures_completed', subjectId: 'demo', actorId: admin.id, payload: {} }));
  log.info('demo pictures made', { projects: projects.length, properties: properties.length, ms: Math.round(performance.now() - started) });
}
