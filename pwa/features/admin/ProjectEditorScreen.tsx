import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { adminProjectQuery } from '../../lib/admin.ts';
import { errorMessage } from '../../lib/http.ts';
import { useErrorToast } from '../../lib/useErrorToast.ts';
import { AdminPageHeader } from './adminUi.tsx';
import { ProjectForm } from './ProjectForm.tsx';

function BackLink() {
  return (
    <Link href="/admincp/projects" className="focus-ring mb-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900">
      <Icon name="chevronLeft" className="h-4 w-4" />
      All projects
    </Link>
  );
}

/** /admincp/projects/create. */
export function CreateProjectScreen() {
  const [, navigate] = useLocation();
  return (
    <>
      <BackLink />
      <AdminPageHeader title="Create Project" description="A new project for the public projects page." />
      <div className="card p-5 sm:p-8">
        <ProjectForm onCancel={() => navigate('/admincp/projects')} onSaved={() => navigate('/admincp/projects')} />
      </div>
    </>
  );
}

/** /admincp/projects/:projectId/edit. */
export function EditProjectScreen({ projectId }: { projectId: string }) {
  const [, navigate] = useLocation();
  const query = useQuery(adminProjectQuery(projectId));
  useErrorToast(query.isError, 'Unable to fetch project', `admin-project-${projectId}`);
  return (
    <>
      <BackLink />
      <AdminPageHeader title="Edit Project" description={query.data?.title} />
      {query.isPending ? (
        <div role="status" className="card space-y-5 p-6 sm:p-8">
          <span className="sr-only">Loading the project…</span>
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className={`skeleton w-full ${index === 2 ? 'h-64' : 'h-10'}`} aria-hidden="true" />
          ))}
        </div>
      ) : query.isError ? (
        <Notice tone="error" title="Unable to fetch project">
          {errorMessage(query.error, '')}{' '}
          <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Notice>
      ) : (
        <div className="card p-5 sm:p-8">
          <ProjectForm
            key={query.data._id}
            project={query.data}
            onCancel={() => navigate('/admincp/projects')}
            onSaved={() => navigate('/admincp/projects')}
          />
        </div>
      )}
    </>
  );
}
