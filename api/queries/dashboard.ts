/** The admin dashboard: totals and the newest properties. */
import type { DashboardStats } from '../../contract/admin.ts';
import type { Property } from '../../contract/properties.ts';
import type { Sql } from '../db.ts';
import { newLeadCount } from './enquiryReads.ts';
import { recentProperties } from './propertyReads.ts';

export const NEW_USER_DAYS = 30;
export const RECENT_PROPERTIES = 10;

export async function dashboard(sql: Sql, viewerId: string | null): Promise<{ stats: DashboardStats; properties: Property[] }> {
  const [[stats], properties, newLeadsLastWeek] = await Promise.all([
    sql<Omit<DashboardStats, 'newLeadsLastWeek'>[]>`
      select
        (select count(*)::int from properties) as "totalProperties",
        (select count(*)::int from "user") as "totalUsers",
        (select count(*)::int from "user" where "createdAt" > now() - make_interval(days => ${NEW_USER_DAYS})) as "newUsersThisMonth"`,
    recentProperties(sql, RECENT_PROPERTIES, viewerId),
    newLeadCount(sql),
  ]);
  return { stats: { ...stats, newLeadsLastWeek }, properties };
}
