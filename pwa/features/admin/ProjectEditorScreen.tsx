import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { adminProjectQuery } from '../../lib/admin.ts';
import { AdminPageHeader } from './adminUi.tsx';
import { BackLink, EditorStates } from './EditorStates.tsx';
import { ProjectForm } from './ProjectForm.tsx';

/** /admincp/projects/create. */
export function CreateProjectScreen() {
  const [, navigate] = useLocation();
  return (
    <>
      <BackLink href="/admincp/projects">All projects</BackLink>
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
  return (
    <>
      <BackLink href="/admincp/projects">All projects</BackLink>
      <AdminPageHeader title="Edit Project" description={query.data?.title} />
      <EditorStates
        query={query}
        failureTitle="Unable to fetch project"
        toastId={`admin-project-${projectId}`}
        loadingLabel="Loading the project…"
        skeleton={Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={`skeleton w-full ${index === 2 ? 'h-64' : 'h-10'}`} aria-hidden="true" />
        ))}
      >
        {(project) => (
          <ProjectForm
            key={project._id}
            project={project}
            onCancel={() => navigate('/admincp/projects')}
            onSaved={() => navigate('/admincp/projects')}
          />
        )}
      </EditorStates>
    </>
  );
}
