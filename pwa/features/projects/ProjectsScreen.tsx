import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { needsRera } from '../../../contract/catalog.ts';
import type { Project } from '../../../contract/projects.ts';
import { Icon } from '../../components/Icon.tsx';
import { CardSkeleton } from '../../components/CardSkeleton.tsx';
import { ReraBlock } from '../../components/ListingFacts.tsx';
import { ProjectStatusBadge } from '../../components/ProjectStatusBadge.tsx';
import { Notice } from '../../components/Notice.tsx';
import { NotSavedOffline } from '../../components/NotSavedOffline.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../components/PropertyCard.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { projectsQuery } from '../../data/projects.ts';
import { formatIndianNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useErrorToast } from '../../lib/useErrorToast.ts';
import { isNotSavedOffline } from '../../data/networkFirst.ts';
import { Message, useLocale, useT } from '../../i18n/useT.tsx';
import { descriptionIn, titleIn } from '../../../contract/translatedText.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';

const SKELETON_COUNT = 20;

function ProjectCard({ project, eager }: { project: Project; eager: boolean }) {
  const page = `/projects/${encodeURIComponent(project.slug)}`;
  const t = useT();
  const locale = useLocale();
  const title = titleIn(project, locale);
  const description = descriptionIn(project, locale);
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[16/10] bg-brand-50">
        {/* The picture opens the project too; the title is the link keyboards and screen readers use. */}
        <Link href={page} tabIndex={-1} className="block h-full w-full">
          <img
            src={project.thumbnails?.[0] ?? project.images?.[0] ?? PLACEHOLDER_IMAGE}
            alt={title.text}
            lang={title.lang}
            width={640}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
            onError={showPlaceholder}
          />
        </Link>
        <span className="absolute left-3 top-3">
          <ProjectStatusBadge status={project.status} label={t('project.status', { status: project.status })} />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-brand-900" lang={title.lang}>
          <Link href={page} className="focus-ring rounded hover:text-brand-700 hover:underline">
            {title.text}
          </Link>
        </h2>
        {needsRera(project.status) && (project.reraNumber || project.reraExempt) && (
          <div className="mt-3">
            <ReraBlock
              rera={{ number: project.reraNumber, qr: project.reraQr, exempt: project.reraExempt, exemptReason: project.reraExemptReason }}
            />
          </div>
        )}
        {(project.location || project.address) && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-muted">
            <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{[project.location, project.address].filter(Boolean).join(' · ')}</span>
          </p>
        )}
        <SafeHtml html={description.text} lang={description.lang} className="prose prose-sm mt-3 line-clamp-5 max-w-none text-ink-soft" />
        {project.unitsListed > 0 && (
          <Link
            href={`/search?project=${encodeURIComponent(project._id)}`}
            className="focus-ring mt-4 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 underline"
          >
            {t('projects.viewUnits', { count: project.unitsListed, units: formatIndianNumber(project.unitsListed) })}
          </Link>
        )}
      </div>
    </article>
  );
}

function ProjectSkeleton() {
  return <CardSkeleton testId="project-skeleton" picture="aspect-[16/10]" bars={['h-5 w-2/3', 'h-4 w-1/2', 'h-4 w-full', 'h-4 w-5/6']} />;
}

/** /projects: 'Our All Projects'. */
export function ProjectsScreen() {
  const t = useT();
  useDocumentTitle({ id: 'footer.ourProjects' });
  const query = useQuery(projectsQuery());
  const offline = isNotSavedOffline(query.error);
  useErrorToast(query.isError && !offline, t('projects.fetchError'), 'projects-failed');
  const projects = query.data ?? [];

  return (
    <>
      <PageHeader title={t('projects.title')} crumb={t('nav.projects')} intro={t('projects.intro')} />
      <div className="container-page py-10">
        {query.isPending ? (
          <LoadingStatus label={t('projects.loading')}>
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <ProjectSkeleton key={index} />
              ))}
            </div>
          </LoadingStatus>
        ) : offline ? (
          <NotSavedOffline />
        ) : query.isError ? (
          <Notice tone="error" title={t('projects.fetchError')}>
            <Message
              id="projects.retry"
              components={{
                0: <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()} />,
              }}
            />
          </Notice>
        ) : projects.length === 0 ? (
          <Notice tone="info" title={t('projects.empty.title')}>
            {t('projects.empty.text')}
          </Notice>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project._id}>
                <ProjectCard project={project} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
