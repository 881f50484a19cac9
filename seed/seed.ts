/**
 * Demo data, seeded once: the admin and user accounts, the listings and the projects, with
 * generated pictures stored through the same S3 path as uploads. Every record goes through its
 * write command (row + event); a `seed.completed` event marks the work done, so later starts add
 * nothing. A start interrupted half-way resumes: records already present are skipped by title.
 */
import { createProject } from '../api/commands/projectWriter.ts';
import { projectFormInput } from '../contract/projects.ts';
import { propertyFormInput } from '../contract/properties.ts';
import { createProperty } from '../api/commands/propertyWriter.ts';
import { ensureAccount } from '../api/auth/accounts.ts';
import type { Actor, Deps } from '../api/context.ts';
import { withTx } from '../api/db.ts';
import { appendEvent } from '../api/events/appendEvent.ts';
import { prepareImage, type PreparedImage } from '../api/storage/images.ts';
import type { DemoAccounts } from './demoSettings.ts';
import { seedProjects, seedProperties } from './seedData.ts';
import { drawSeedImage } from './seedImages.ts';

/** Pictures per kind; listings of one kind share them (content-addressed storage keeps one copy). */
const PICTURES_PER_KIND = 6;

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
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
  await ensureAccount(deps, {
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

  const [done] = await sql`select 1 from events where type = 'seed.completed' limit 1`;
  if (done) return;

  const started = performance.now();
  const actor: Actor = { id: admin.id, role: 'admin' };
  const picture = picturePool();
  const existingProperties = new Set((await sql<{ title: string }[]>`select title from properties`).map((row) => row.title));
  const existingProjects = new Set((await sql<{ slug: string }[]>`select slug from projects`).map((row) => row.slug));

  const pictures = (kind: string, offset: number, count: number) =>
    Promise.all(Array.from({ length: count }, (_, index) => picture(kind, offset + index)));

  await inBatches(
    seedProjects.map((project, index) => ({ project, index })).filter(({ project }) => !existingProjects.has(project.slug)),
    2,
    async ({ project, index }) =>
      createProject(deps, actor, projectFormInput(project), await pictures(project.kind, index * 2, project.imageCount)),
  );

  // Units name their project by id, so the projects go first.
  const projectIds = new Map((await sql<{ id: string; slug: string }[]>`select id, slug from projects`).map((row) => [row.slug, row.id]));
  await inBatches(
    seedProperties.map((property, index) => ({ property, index })).filter(({ property }) => !existingProperties.has(property.title)),
    2,
    async ({ property, index }) =>
      createProperty(
        deps,
        actor,
        propertyFormInput({ ...property, projectId: property.projectSlug ? (projectIds.get(property.projectSlug) ?? null) : null }),
        await pictures(property.kind, index, property.imageCount),
      ),
  );
  // Spread the listing dates over the past months, as a real portfolio has them, and mark the seed done.
  await withTx(sql, async (tx) => {
    for (const property of seedProperties) {
      await tx`
        update properties set created_at = now() - make_interval(days => ${property.daysAgo}),
                              updated_at = now() - make_interval(days => ${property.daysAgo})
        where title = ${property.title}`;
    }
    for (const project of seedProjects) {
      await tx`
        update projects set created_at = now() - make_interval(days => ${project.daysAgo}),
                            updated_at = now() - make_interval(days => ${project.daysAgo})
        where slug = ${project.slug}`;
    }
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
