import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../components/DataTable.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { dashboardQuery } from '../../data/admin.ts';
import { formatIndianNumber } from '../../lib/format.ts';
import { TableOrFailure } from './adminList.tsx';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { EmptyList } from './EmptyList.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { PropertyDeleteConfirm, propertyColumns, PropertyRowActions, usePropertyDeletion } from './PropertyManagement.tsx';
import { OnwardLink } from '../../components/OnwardLink.tsx';
import { VitalsHeadline } from './VitalsHeadline.tsx';

function StatCard({ label, value, icon, tone }: { label: string; value: string | null; icon: IconName; tone: string }) {
  return (
    <div className="card flex items-center gap-4 p-5">
      <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ${tone}`}>
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-muted">{label}</p>
        {value === null ? (
          <div className="skeleton mt-1.5 h-7 w-16" aria-hidden="true" />
        ) : (
          <p className="mt-0.5 text-2xl font-extrabold tracking-tight text-brand-900">{value}</p>
        )}
      </div>
    </div>
  );
}

const columns = propertyColumns('w-[36%]', [{ key: 'category', header: 'Category', cell: (property) => property.subCategory }]);

/** /admincp: the numbers that matter and the newest listings. */
export function AdminDashboard() {
  const dashboard = useQuery(dashboardQuery());
  const stats = dashboard.data?.stats;
  const deletion = usePropertyDeletion(() => dashboard.refetch());
  const rows = dashboard.data?.properties ?? [];

  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        description="An overview of the listings and the people using the site."
        actions={<RefreshButton onClick={() => void dashboard.refetch()} busy={dashboard.isFetching} />}
      />
      <OfflineNotice />
      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Properties"
          icon="home"
          tone="bg-brand-50 text-brand-700"
          value={stats ? formatIndianNumber(stats.totalProperties) : null}
        />
        <StatCard
          label="Total Users"
          icon="users"
          tone="bg-violet-50 text-violet-700"
          value={stats ? formatIndianNumber(stats.totalUsers) : null}
        />
        <StatCard
          label="New Users (30d)"
          icon="trending"
          tone="bg-emerald-50 text-emerald-700"
          value={stats ? `+${formatIndianNumber(stats.newUsersThisMonth)}` : null}
        />
        <StatCard
          label="New Leads (7d)"
          icon="chat"
          tone="bg-amber-50 text-amber-700"
          value={stats ? formatIndianNumber(stats.newLeadsLastWeek) : null}
        />
      </section>

      <VitalsHeadline />

      <section aria-labelledby="recent-heading" className="mt-8">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="recent-heading" className="text-lg font-bold text-brand-900">
            Recent Properties
          </h2>
          <OnwardLink
            href="/admincp/properties"
            className="focus-ring inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            View all
          </OnwardLink>
        </div>
        <TableOrFailure query={dashboard} showing={Boolean(dashboard.data)}>
          <DataTable
            caption="Recent Properties"
            columns={columns}
            rows={rows}
            rowKey={(property) => property._id}
            loading={dashboard.isPending}
            actions={(property) => <PropertyRowActions property={property} onDelete={deletion.ask} />}
            empty={<EmptyList title="No Properties yet." />}
          />
        </TableOrFailure>
      </section>

      <PropertyDeleteConfirm deletion={deletion} rows={rows} />
    </>
  );
}
