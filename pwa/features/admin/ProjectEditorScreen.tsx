import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { adminKeys, adminProjectQuery } from '../../data/admin.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { BackLink, EditorStates } from './EditorStates.tsx';
import { ProjectForm } from './ProjectForm.tsx';
import { useT } from '../../i18n/useT.tsx';

/** /admincp/projects/create. */
export function CreateProjectScreen() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <>
      <BackLink href="/admincp/projects">{t('listingForm.allProjects')}</BackLink>
      <AdminPageHeader title={t('listingForm.createProject')} description={t('listingForm.createProjectDescription')} />
      <div className="card p-5 sm:p-8">
        <ProjectForm onCancel={() => navigate('/admincp/projects')} onSaved={() => navigate('/admincp/projects')} />
      </div>
    </>
  );
}

/** /admincp/projects/:projectId/edit; after an edit conflict, Reload fills the form again from their version. */
export function EditProjectScreen({ projectId }: { projectId: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const query = useQuery(adminProjectQuery(projectId));
  // The form keeps what the admin typed while the query refreshes; a reload starts it afresh.
  const [filling, setFilling] = useState(0);
  return (
    <>
      <BackLink href="/admincp/projects">{t('listingForm.allProjects')}</BackLink>
      <AdminPageHeader title={t('listingForm.editProject')} description={query.data?.data.title} />
      <EditorStates
        query={query}
        failureTitle={t('listingForm.projectLoadFailed')}
        toastId={`admin-project-${projectId}`}
        loadingLabel={t('listingForm.loadingProject')}
        skeleton={Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={`skeleton w-full ${index === 2 ? 'h-64' : 'h-10'}`} aria-hidden="true" />
        ))}
      >
        {({ data: project, etag }) => (
          <ProjectForm
            key={`${project._id}:${filling}`}
            project={project}
            etag={etag}
            onReload={(theirs) => {
              queryClient.setQueryData(adminKeys.project(projectId), theirs);
              setFilling((count) => count + 1);
            }}
            onCancel={() => navigate('/admincp/projects')}
            onSaved={() => navigate('/admincp/projects')}
          />
        )}
      </EditorStates>
    </>
  );
}
