import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Project } from '../../../contract/projects.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ProjectStatusBadge } from '../../components/ProjectStatusBadge.tsx';
import { PLACEHOLDER_IMAGE } from '../../components/PropertyCard.tsx';
import { adminProjectsQuery, deleteProject } from '../../data/admin.ts';
import { formatShortDate } from '../../lib/format.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { EmptyList } from './EmptyList.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { rowButton } from './rowButton.ts';
import { DeleteConfirm, TableOrFailure } from './adminList.tsx';
import { useDeleteConfirm } from './useDeleteConfirm.ts';

const columns: Column<Project>[] = [
  {
    key: 'name',
    header: 'Name',
    className: 'w-[38%]',
    cell: (project) => (
      <div className="flex min-w-0 items-center gap-3">
        <img
          src={project.thumbnails?.[0] ?? project.images?.[0] ?? PLACEHOLDER_IMAGE}
          alt=""
          loading="lazy"
          className="h-12 w-16 shrink-0 rounded-lg bg-sand-100 object-cover"
        />
        <div className="min-w-0">
          <p className="line-clamp-1 font-semibold text-ink" title={project.title}>
            {project.title}
          </p>
          <p className="line-clamp-1 text-xs text-ink-muted">/{project.slug}</p>
        </div>
      </div>
    ),
  },
  { key: 'location', header: 'Location', cell: (project) => project.location },
  { key: 'status', header: 'Status', cell: (project) => <ProjectStatusBadge status={project.status} /> },
  {
    key: 'created',
    header: 'Created',
    cell: (project) => (
      <time dateTime={project.createdAt} className="whitespace-nowrap">
        {formatShortDate(project.createdAt)}
      </time>
    ),
  },
];

/** /admincp/projects: the agency's projects with edit and delete. */
export function ProjectsManagement() {
  const list = useQuery(adminProjectsQuery());
  const online = useOnlineStatus();
  const rows = list.data ?? [];
  const deletion = useDeleteConfirm({
    remove: deleteProject,
    reload: () => list.refetch(),
    successMessage: 'Project has been deleted!',
    failureMessage: 'An error occurred while deleting Project',
  });

  return (
    <>
      <AdminPageHeader
        title="Projects Management"
        description="The projects shown on the public Our All Projects page."
        actions={
          <>
            <RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />
            <Link href="/admincp/projects/create" className="btn-accent">
              <Icon name="plus" className="h-4 w-4" />
              Add Project
            </Link>
          </>
        }
      />
      <OfflineNotice />
      <TableOrFailure query={list} showing={rows.length > 0}>
        <DataTable
          caption="Projects"
          columns={columns}
          rows={rows}
          rowKey={(project) => project._id}
          loading={list.isPending}
          actions={(project) => (
            <>
              <Link href={`/admincp/projects/${project._id}/edit`} className={`${rowButton} btn-outline`}>
                <Icon name="edit" className="h-4 w-4" />
                Edit<span className="sr-only"> {project.title}</span>
              </Link>
              <button
                type="button"
                className={`${rowButton} border border-rose-200 bg-white text-rose-700 hover:bg-rose-50`}
                onClick={() => deletion.ask(project._id)}
                disabled={!online}
                title={online ? undefined : OFFLINE_WRITE_MESSAGE}
              >
                <Icon name="trash" className="h-4 w-4" />
                Delete<span className="sr-only"> {project.title}</span>
              </button>
            </>
          )}
          empty={
            <EmptyList title="No Projects yet.">
              <Link href="/admincp/projects/create" className="btn-primary">
                <Icon name="plus" className="h-4 w-4" />
                Add Project
              </Link>
            </EmptyList>
          }
        />
      </TableOrFailure>
      <DeleteConfirm deletion={deletion}>
        {rows.find((project) => project._id === deletion.targetId)?.title ?? 'This project'} and its images will be removed from the site.
      </DeleteConfirm>
    </>
  );
}
