/** The admin dashboard's answer. */
import * as v from 'valibot';
import { wholeNumber } from './fields.ts';
import { Property } from './properties.ts';

export const DashboardStats = v.object({
  totalProperties: wholeNumber(),
  totalUsers: wholeNumber(),
  newUsersThisMonth: wholeNumber('Accounts made in the last 30 days'),
  newLeadsLastWeek: wholeNumber('Enquiries (not spam) made in the last 7 days'),
});
export type DashboardStats = v.InferOutput<typeof DashboardStats>;

export const AdminDashboard = v.object({ properties: v.array(Property), stats: DashboardStats });
export type AdminDashboard = v.InferOutput<typeof AdminDashboard>;
