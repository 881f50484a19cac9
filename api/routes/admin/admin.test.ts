import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../contract/admin.ts';
import type { Property } from '../../../contract/properties.ts';
import { createUser, appWithAdminForTests, type CreatedUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { createTestProperty, json } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

appWithAdminForTests((started) => ({ app, admin } = started));

type Dashboard = { data: { stats: DashboardStats; properties: Property[] } };

describe('GET /admin/dashboard', () => {
  it('gives an admin the totals, the users new in the last 30 days and the 10 newest properties', async () => {
    const user = await createUser(app);
    // One account older than 30 days counts in the total but not as new.
    await app.deps.sql`update "user" set "createdAt" = now() - interval '31 days' where id = ${user.user._id}`;
    const made: Property[] = [];
    for (let index = 0; index < 11; index += 1) made.push(await createTestProperty(app, { title: `Listing number ${index}` }));

    const response = await app.api('/admin/dashboard', { token: admin.accessToken });
    expect(response.status).toBe(200);
    const { data } = await json<Dashboard>(response);
    const [counts] = await app.deps.sql<{ users: number }[]>`select count(*)::int as users from "user"`;
    expect(data.stats).toEqual({ totalProperties: 11, totalUsers: counts.users, newUsersThisMonth: counts.users - 1, newLeadsLastWeek: 0 });
    expect(data.properties.map((property) => property._id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((property) => property._id),
    );
  });

  it('answers 401 to a visitor and 403 to a user', async () => {
    const user = await createUser(app);
    expect((await app.api('/admin/dashboard')).status).toBe(401);
    const response = await app.api('/admin/dashboard', { token: user.accessToken });
    expect(response.status).toBe(403);
    expect((await json(response)).errors?.name).toBe('ForbiddenError');
  });
});
