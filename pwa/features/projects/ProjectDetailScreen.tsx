import { useQuery } from '@tanstack/react-query';
import { needsRera } from '../../../contract/catalog.ts';
import type { Project } from '../../../contract/projects.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Icon } from '../../components/Icon.tsx';
import { AmenityList, ReraBlock } from '../../components/ListingFacts.tsx';
import { formatMonth } from '../../lib/format.ts';
import { possessionPassed } from '../../lib/labels.ts';
import { Notice } from '../../components/Notice.tsx';
import { NotSavedOffline } from '../../components/NotSavedOffline.tsx';
import { ProjectStatusBadge } from '../../components/ProjectStatusBadge.tsx';
import { PLACEHOLDER_IMAGE, showPlaceholder, PropertyGridSkeleton, PropertyList } from '../../components/PropertyCard.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { NotFoundScreen } from '../../components/StatusScreen.tsx';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { formatIndianNumber } from '../../lib/format.ts';
import { ApiError } from '../../lib/apiError.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { titleIn } from '../../../contract/translatedText.ts';
import { isNotSavedOffline } from '../../data/networkFirst.ts';
import { projectQuery } from '../../data/projects.ts';
import { propertySearchQuery } from '../../data/properties.ts';
import { projectUnitsParams } from './projectUnits.ts';
import { lazyPart } from '../../lib/lazyPart.tsx';
import { EnquirePanel } from '../enquiries/EnquirePanel.tsx';
import { PlaceMap } from '../maps/PlaceMap.tsx';
import { ContactButtons } from '../../components/ContactButtons.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { OnwardLink } from '../../components/OnwardLink.tsx';
import { LocationLink } from '../../components/LocationLink.tsx';

// The price list's table is in the server's HTML; its code (and the floor plan's button) arrives after the page.
const PriceList = lazyPart(
  () => import('./PriceList.tsx').then((part) => part.PriceList),
  <div className="skeleton mt-8 h-56 w-full" aria-hidden="true" />,
);

/** The cards show their hearts when given a change handler; the page has nothing more to do on a change. */
const showHearts = () => {};

/** The WhatsApp text about a project in the page's language (`t`): its title, locality and page. */
function projectWhatsappText(t: Translate, project: Pick<Project, 'title' | 'location' | 'slug'>, origin: string): string {
  return t('project.whatsapp', { title: project.title, location: project.location, link: `${origin}/projects/${project.slug}` });
}

function Skeleton() {
  const t = useT();
  return (
    <PageSkeleton label={t('project.loading')}>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="skeleton aspect-[16/10] w-full !rounded-2xl" />
        <div className="skeleton h-64 w-full" />
      </div>
    </PageSkeleton>
  );
}

/** The cover photo, large, and the next ones below it (each opens full size), as light as the page can carry. */
function Photos({ project }: { project: Project }) {
  const t = useT();
  const images = project.images ?? [];
  const more = images.slice(1, 5);
  return (
    <section aria-label={t('project.photos', { title: project.title })}>
      <img
        src={images[0] ?? PLACEHOLDER_IMAGE}
        alt={project.title}
        width={1280}
        height={800}
        fetchPriority="high"
        className="aspect-[16/10] w-full rounded-2xl bg-brand-50 object-cover"
        onError={showPlaceholder}
      />
      {more.length > 0 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
          {more.map((image, index) => (
            <li key={image}>
              <a href={image} target="_blank" rel="noopener noreferrer" className="focus-ring block overflow-hidden rounded-xl">
                <img
                  src={project.thumbnails?.[index + 1] ?? image}
                  alt={t('project.photo', { title: project.title, number: index + 2, total: images.length })}
                  width={320}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/10] w-full bg-brand-50 object-cover transition hover:scale-105"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The project's listings as the usual cards (the first page; the rest on the search page); an empty state when none is listed. */
function ProjectUnits({ project }: { project: Project }) {
  const t = useT();
  const query = useQuery(propertySearchQuery(projectUnitsParams(project._id)));
  const units = query.data?.data ?? [];
  const total = query.data?.meta?.total ?? units.length;
  return (
    <section id="units" className="mt-12 scroll-mt-24" aria-labelledby="units-heading" data-testid="project-units">
      <h2 id="units-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
        {t('project.units.heading')}
      </h2>
      {query.isSuccess && units.length > 0 && (
        <p className="mt-1 text-sm text-ink-muted">{t('project.units.count', { count: total, units: formatIndianNumber(total) })}</p>
      )}
      <div className="mt-6">
        {query.isPending ? (
          <PropertyGridSkeleton count={3} />
        ) : isNotSavedOffline(query.error) ? (
          <NotSavedOffline />
        ) : query.isError ? (
          <Notice tone="error" title={t('project.units.error')}>
            {t('project.units.errorText')}
          </Notice>
        ) : units.length === 0 ? (
          <Notice tone="info" title={t('project.units.empty')}>
            {t('project.units.emptyText', { title: project.title })}
          </Notice>
        ) : (
          <>
            <PropertyList
              properties={units}
              onFavoriteChange={showHearts}
              label={t('project.units.label', { title: project.title })}
              eagerCount={0}
            />
            {total > units.length && (
              <div className="mt-8 flex justify-center">
                <OnwardLink href={`/search?project=${encodeURIComponent(project._id)}`} className="btn-outline !px-8">
                  {t('project.units.viewAll', { units: formatIndianNumber(total) })}
                </OnwardLink>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function ProjectView({ project }: { project: Project }) {
  const t = useT();
  const locale = useLocale();
  // The tab says the title the page's language has, as the server's head does.
  useDocumentTitle(titleIn(project, locale).text);
  // The server has no address of its own to put in the WhatsApp text: it is added once the app has the page.
  const hydrated = useHydrated();
  const origin = hydrated && typeof location !== 'undefined' ? location.origin : '';
  const showRera = needsRera(project.status) && Boolean(project.reraNumber || project.reraExempt);
  const place = [project.address, project.location].filter(Boolean);
  const subject = { projectId: project._id };
  // The facts the project gives, as the property page's facts grid shows a listing's.
  const facts: [string, string | null][] = [
    [t('project.fact.status'), project.status === 'COMPLETED' ? t('project.fact.completed') : t('project.fact.ongoing')],
    [
      project.status === 'COMPLETED' ? t('project.fact.possessionSince') : t('fact.possession'),
      project.possessionDate && formatMonth(project.possessionDate, locale),
    ],
    [t('project.fact.totalUnits'), project.totalUnits ? formatIndianNumber(project.totalUnits) : null],
    [t('project.fact.unitsListed'), formatIndianNumber(project.unitsListed)],
    [t('project.fact.locality'), project.location || null],
  ];

  return (
    <article className="container-page py-8 sm:py-10">
      <Breadcrumbs trail={[{ href: '/projects', label: t('footer.ourProjects') }]} current={project.title} />

      <header className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <ProjectStatusBadge status={project.status} label={t('project.status', { status: project.status })} />
          <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{project.title}</h1>
          {place.length > 0 && (
            <p className="mt-2 flex items-start gap-1.5 text-ink-soft">
              <Icon name="pin" className="mt-0.5 h-4.5 w-4.5 shrink-0 text-accent-600" />
              <span>
                {place[0]}
                {place[1] && (
                  <span className="text-ink-muted">
                    {' '}
                    · <LocationLink location={place[1]} />
                  </span>
                )}
              </span>
            </p>
          )}
          {project.possessionDate && project.status !== 'COMPLETED' && (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-3 py-1 text-xs font-bold text-accent-800">
              <Icon name="calendar" className="h-3.5 w-3.5" />
              {t(possessionPassed(project.possessionDate) ? 'possession.due' : 'possession.date', {
                month: formatMonth(project.possessionDate, locale),
              })}
            </p>
          )}
        </div>
        {showRera && (
          <div className="shrink-0 sm:max-w-md">
            <ReraBlock
              rera={{ number: project.reraNumber, qr: project.reraQr, exempt: project.reraExempt, exemptReason: project.reraExemptReason }}
            />
          </div>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          <Photos project={project} />

          <section className="card mt-8 p-5 sm:p-7" aria-labelledby="project-facts-heading">
            <h2 id="project-facts-heading" className="text-xl font-bold text-brand-900">
              {t('property.keyFacts')}
            </h2>
            <dl
              className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-sand-200 bg-sand-200 sm:grid-cols-3"
              data-testid="project-facts"
            >
              {facts.map(
                ([label, value]) =>
                  value && (
                    <div key={label} className="bg-white p-3">
                      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
                      <dd className="mt-1 text-sm font-bold text-ink">{value}</dd>
                    </div>
                  ),
              )}
            </dl>
            {project.amenities.length > 0 && (
              <>
                <h3 className="mt-6 text-base font-bold text-brand-900">{t('property.amenities')}</h3>
                <div className="mt-3">
                  <AmenityList amenities={project.amenities} />
                </div>
              </>
            )}
          </section>

          {/* A project kept on the device before price lists existed has none. */}
          {(project.unitTypes ?? []).length > 0 && <PriceList project={project} />}

          <section className="card mt-8 p-5 sm:p-7" aria-labelledby="project-about-heading">
            <h2 id="project-about-heading" className="text-xl font-bold text-brand-900">
              {t('project.about')}
            </h2>
            <SafeHtml html={project.description} className="prose prose-slate mt-4 max-w-none text-ink-soft" />
          </section>

          <PlaceMap place={project} />
        </div>

        <aside className="space-y-6" aria-label={t('project.contactLabel')}>
          <section className="rounded-2xl bg-brand-900 p-6 text-white" aria-labelledby="project-contact-heading">
            <h2 id="project-contact-heading" className="text-lg font-bold">
              {t('project.interested', { title: project.title })}
            </h2>
            <p className="mt-2 text-sm text-white/80">{t('project.interested.text')}</p>
            <ContactButtons
              subject={subject}
              whatsappText={projectWhatsappText(t, { ...project, title: titleIn(project, locale).text }, origin)}
            />
          </section>

          <EnquirePanel
            projectId={project._id}
            title={t('project.enquire')}
            prefill={t('project.enquire.prefill', { title: project.title })}
          />
        </aside>
      </div>

      <ProjectUnits project={project} />
    </article>
  );
}

/** /projects/:slug: one project, by its slug or id. */
export function ProjectDetailScreen({ slug }: { slug?: string }) {
  const t = useT();
  const id = slug?.trim() ?? '';
  const query = useQuery({ ...projectQuery(id), enabled: id !== '' });
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const offline = isNotSavedOffline(query.error);

  if (!id || notFound) return <NotFoundScreen />;
  if (query.isPending) return <Skeleton />;
  if (query.isError) {
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">{t('project.details')}</h1>
        {offline ? (
          <NotSavedOffline />
        ) : (
          <Notice tone="error" title={t('project.fetchError')}>
            {query.error.message}{' '}
            <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
              {t('listing.tryAgain')}
            </button>
          </Notice>
        )}
      </div>
    );
  }
  return <ProjectView project={query.data} />;
}
