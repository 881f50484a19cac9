import type { Project } from '../../contract/projects.ts';

/** ONGOING is blue, COMPLETED green (spec §2); `label` is the status in the page's language (the admin area shows it as stored). */
export function ProjectStatusBadge({ status, label = status }: { status: Project['status']; label?: string }) {
  const ongoing = status === 'ONGOING';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide ${
        ongoing ? 'bg-blue-100 text-blue-800' : 'bg-green-100 text-green-800'
      }`}
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${ongoing ? 'bg-blue-600' : 'bg-green-600'}`} />
      {label}
    </span>
  );
}
