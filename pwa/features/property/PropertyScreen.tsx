import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect } from 'react';
import { Link } from 'wouter';
import type { Property } from '../../../contract/properties.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { AvailabilityBadge } from '../../components/PropertyCard.tsx';
import { BrowseLinks } from '../../components/BrowseLinks.tsx';
import { Gallery } from '../../components/Gallery.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { NotSavedOffline } from '../../components/NotSavedOffline.tsx';
import { Notice } from '../../components/Notice.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { AmenityList, FactsGrid, ReraBlock } from '../../components/ListingFacts.tsx';
import { formatArea, formatLongDate, formatPrice, formatRupeesShort } from '../../lib/format.ts';
import { propertyTypeLabel, subCategoryLabel } from '../../lib/labels.ts';
import { INTL_LOCALES, localizedPath } from '../../i18n/locales.ts';
import { Message, useLocale, useT } from '../../i18n/useT.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { propertyQuery, recordRecentView } from '../../data/properties.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useErrorToast } from '../../lib/useErrorToast.ts';
import { isNotSavedOffline } from '../../data/networkFirst.ts';
import { EnquirePanel } from '../enquiries/EnquirePanel.tsx';
import { whatsappText } from '../enquiries/contactTaps.ts';
import { EmiSection } from './EmiSection.tsx';
import { PlaceMap } from '../maps/PlaceMap.tsx';
import { CostSection } from '../money/CostSection.tsx';
import { PriceFactsSection } from '../money/PriceFactsSection.tsx';
import { PropertyActions } from './PropertyActions.tsx';
import { KeptPriceListSection } from '../visitPack/KeepOffline.tsx';
import { unitTypeRowId } from '../projects/priceListAnchors.ts';
import { descriptionIn, titleIn } from '../../../contract/translatedText.ts';
import { ContactButtons } from '../../components/ContactButtons.tsx';
import { IconTile } from '../../components/IconTile.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { LocationLink } from '../../components/LocationLink.tsx';
import { lazyPart } from '../../lib/lazyPart.tsx';

// Below the page's fold, with the gazetteer its locality's name comes from: a chunk of its own.
const SimilarProperties = lazyPart(() => import('./SimilarProperties.tsx').then((module) => module.SimilarProperties), null);

function Skeleton() {
  const t = useT();
  return (
    <PageSkeleton label={t('property.loading')} crumb>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div>
          <div className="skeleton aspect-[16/10] w-full !rounded-2xl" />
          <div className="mt-3 flex gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="skeleton h-20 w-28" />
            ))}
          </div>
          <div className="skeleton mt-8 h-40 w-full" />
        </div>
        <div className="space-y-6">
          <div className="skeleton h-56 w-full" />
          <div className="skeleton h-64 w-full" />
        </div>
      </div>
    </PageSkeleton>
  );
}

function Problem({ title, children }: { title: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <IconTile name="home" />
      <h1 className="mt-4 text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-3 max-w-lg text-ink-soft">{children}</div>}
      <BrowseLinks className="mt-8" />
    </section>
  );
}

function InfoRow({ icon, label, value }: { icon: IconName; label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="flex shrink-0 items-center gap-2.5 whitespace-nowrap text-sm text-ink-muted">
        <Icon name={icon} className="h-4 w-4 text-brand-500" />
        {label}
      </dt>
      <dd className="min-w-0 text-right text-sm font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** A card of the side column: a title over rows of facts (InfoRow). */
function FactsCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="card p-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <dl className="mt-2 divide-y divide-sand-200">{children}</dl>
    </section>
  );
}

/** The property's page; it renders again only for a new property object (a refetch that changed nothing keeps the old one). */
const PropertyView = memo(function PropertyView({ property }: { property: Property }) {
  const locale = useLocale();
  // Title and description in the page's language where the office wrote them, else the English.
  const title = titleIn(property, locale);
  const description = descriptionIn(property, locale);
  useDocumentTitle(title.text);
  const queryClient = useQueryClient();
  // This device opened it: it heads the recently viewed list (kept on the device only).
  useEffect(() => {
    void recordRecentView(queryClient, property);
    // Once per property opened, not again when its details are refreshed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, property._id]);
  const residential = property.propertyType === 'Residential';
  const t = useT();
  const dateLocale = INTL_LOCALES[locale];
  const subCategory = subCategoryLabel(t, property.subCategory);
  const tabClass =
    'focus-ring rounded-lg px-4 py-2 text-sm font-semibold text-ink-soft transition data-[selected]:bg-brand-800 data-[selected]:text-white hover:text-brand-800 data-[selected]:hover:text-white';
  // A device may still hold a listing stored before references existed; its id is what it has.
  const reference = property.reference || property._id;
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const enquiry = whatsappText(t, { reference, title: title.text, price: formatPrice(property, { locale }), origin });
  const listing = { propertyId: property._id };
  const project = property.project;
  const projectPath = project ? `/projects/${encodeURIComponent(project.slug)}` : '';

  return (
    <article className="container-page py-8 sm:py-10">
      <Breadcrumbs
        trail={[{ href: residential ? '/residential' : '/commercial', label: propertyTypeLabel(t, property.propertyType) }]}
        current={title.text}
        currentLang={title.lang}
      />

      {(property.availability === 'sold' || property.availability === 'rented') && (
        <p
          role="status"
          className="mt-5 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 font-semibold text-rose-800"
          data-testid="closed-banner"
        >
          {t(property.availability === 'sold' ? 'property.closed.sold' : 'property.closed.rented')}
        </p>
      )}

      <header className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800">{subCategory}</span>
            <span className="rounded-full bg-accent-100 px-3 py-1 text-xs font-bold text-accent-800">
              {property.transactionType === 'Rent' ? t('card.forRent') : t('card.forSale')}
            </span>
            <AvailabilityBadge property={property} />
          </div>
          <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-4xl" lang={title.lang}>
            {title.text}
          </h1>
          <p className="mt-2 flex items-start gap-1.5 text-ink-soft">
            <Icon name="pin" className="mt-0.5 h-4.5 w-4.5 shrink-0 text-accent-600" />
            <span>
              {property.address}
              {property.location && (
                <span className="text-ink-muted">
                  {' · '}
                  <LocationLink location={property.location} />
                </span>
              )}
            </span>
          </p>
          <div className="mt-4">
            <PropertyActions property={property} />
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-3 lg:items-end lg:text-right">
          {property.rera && property.possession === 'under_construction' && <ReraBlock rera={property.rera} />}
          <p className="text-3xl font-black tracking-tight text-brand-900 sm:text-4xl" data-testid="property-price">
            {formatPrice(property, { locale })}
          </p>
          {/* In Gujarati and Hindi the price is already in lakhs and crores. */}
          {property.price >= 100_000 && locale === 'en' && (
            <p className="mt-1 text-sm text-ink-muted">{formatRupeesShort(property.price)}</p>
          )}
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0">
          <Gallery title={title.text} images={property.images ?? []} thumbnails={property.thumbnails} />

          <section className="card mt-8 p-5 sm:p-7" aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-xl font-bold text-brand-900">
              {t('property.keyFacts')}
            </h2>
            <div className="mt-4">
              <FactsGrid property={property} />
            </div>
            {(property.amenities?.length ?? 0) > 0 && (
              <>
                <h3 className="mt-6 text-base font-bold text-brand-900">{t('property.amenities')}</h3>
                <div className="mt-3">
                  <AmenityList amenities={property.amenities} />
                </div>
              </>
            )}
            {project && (
              <p className="mt-5 text-sm text-ink-soft" data-testid="project-line">
                <Message
                  id={project.unitType ? 'property.unitOfProject' : 'property.partOfProject'}
                  values={project.unitType ? { project: project.title, type: project.unitType.label } : { project: project.title }}
                  components={{
                    0: <Link href={projectPath} className="focus-ring rounded font-semibold text-brand-700 underline" />,
                    // A page load, not the app's own navigation: the browser then scrolls to the row and marks it.
                    1: (
                      <a
                        href={localizedPath(locale, `${projectPath}#${unitTypeRowId(project.unitType?.id ?? '')}`)}
                        className="focus-ring rounded font-semibold text-brand-700 underline"
                      />
                    ),
                  }}
                />
              </p>
            )}
          </section>

          <KeptPriceListSection property={property} />

          <Tabs
            className="card mt-8 p-5 sm:p-7"
            listClassName="inline-flex gap-1 rounded-xl bg-sand-100 p-1"
            tabClassName={tabClass}
            panelClassName="focus-ring mt-6 rounded-lg"
            tabs={[
              {
                label: t('property.tab.description'),
                panel: (
                  <>
                    <h2 className="text-xl font-bold text-brand-900">{t('property.about')}</h2>
                    <SafeHtml html={description.text} lang={description.lang} className="prose prose-slate mt-4 max-w-none text-ink-soft" />
                  </>
                ),
              },
              {
                label: t('property.tab.location'),
                panel: (
                  <>
                    <h2 className="text-xl font-bold text-brand-900">{t('property.tab.location')}</h2>
                    <dl className="mt-4 space-y-4">
                      <div>
                        <dt className="text-sm font-semibold text-ink-muted">{t('property.address')}</dt>
                        <dd className="mt-1 text-ink">{property.address}</dd>
                      </div>
                      <div>
                        <dt className="text-sm font-semibold text-ink-muted">{t('property.tab.location')}</dt>
                        <dd className="mt-1 text-ink">
                          <LocationLink location={property.location} />
                        </dd>
                      </div>
                    </dl>
                  </>
                ),
              },
            ]}
          />

          <PriceFactsSection property={property} />

          <PlaceMap place={property} />

          {property.transactionType === 'Buy' && property.price > 0 && <EmiSection price={property.price} />}
          {property.price > 0 && <CostSection property={property} />}
        </div>

        <aside className="space-y-6" aria-label={t('property.factsLabel')}>
          <FactsCard id="details-heading" title={t('property.details')}>
            {residential && (
              <>
                <InfoRow icon="bed" label={t('property.bedrooms')} value={property.bedrooms ?? 0} />
                <InfoRow icon="bath" label={t('property.bathrooms')} value={property.bathrooms ?? 0} />
              </>
            )}
            <InfoRow icon="area" label={t('property.area')} value={formatArea(property.sqt, locale)} />
            <InfoRow icon="building" label={t('property.type')} value={subCategory} />
          </FactsCard>

          <FactsCard id="info-heading" title={t('property.information')}>
            <InfoRow icon="tag" label={t('property.id')} value={<span className="text-sm tabular-nums tracking-wide">{reference}</span>} />
            <InfoRow icon="building" label={t('property.type')} value={subCategory} />
            <InfoRow icon="home" label={t('listing.category')} value={propertyTypeLabel(t, property.propertyType)} />
            <InfoRow icon="calendar" label={t('property.listed')} value={formatLongDate(property.createdAt, dateLocale)} />
            <InfoRow icon="refresh" label={t('property.updated')} value={formatLongDate(property.updatedAt, dateLocale)} />
          </FactsCard>

          <section className="rounded-2xl bg-brand-900 p-6 text-white" aria-labelledby="enquire-heading">
            <h2 id="enquire-heading" className="text-lg font-bold">
              {t('property.interested')}
            </h2>
            <p className="mt-2 text-sm text-white/80">{t('property.interested.text')}</p>
            <ContactButtons subject={listing} whatsappText={enquiry} />
            <p className="mt-4 text-xs text-white/65">
              {t('property.summary', {
                area: formatArea(property.sqt, locale),
                purpose: property.transactionType,
                price: formatPrice(property, { locale }),
              })}
            </p>
          </section>

          <EnquirePanel
            propertyId={property._id}
            title={t('property.enquire')}
            prefill={t('property.enquire.prefill', { reference, title: title.text })}
          />
        </aside>
      </div>

      <SimilarProperties propertyId={property._id} listing={property} />
    </article>
  );
});

/** /property/:propertyId */
export function PropertyScreen({ propertyId }: { propertyId?: string }) {
  const id = propertyId?.trim() ?? '';
  const query = useQuery({ ...propertyQuery(id), enabled: id !== '' });
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const offline = isNotSavedOffline(query.error);
  const t = useT();
  useErrorToast(query.isError && !notFound && !offline, t('property.fetchFailed'), `property-${id}`);
  // The details are a large render: when they arrive it runs in the background, in slices the browser
  // can interrupt, and the skeleton stays until it is done (a property already at hand shows at once).
  const deferred = useDeferredValue(query.data);
  const property = deferred && deferred._id === query.data?._id ? deferred : undefined;

  if (!id) return <Problem title="Property id is missing">Open a property from the listings to see its details.</Problem>;
  if (query.isPending) return <Skeleton />;
  if (query.isError) {
    if (notFound) {
      return (
        <>
          <Problem title={t('property.notFound')}>{t('property.notFound.text')}</Problem>
          <div className="container-page pb-16">
            <SimilarProperties propertyId={id} />
          </div>
        </>
      );
    }
    if (offline) {
      return (
        <div className="container-page py-16">
          <h1 className="sr-only">{t('property.details')}</h1>
          <NotSavedOffline />
        </div>
      );
    }
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">{t('property.fetchFailed')}</h1>
        <Notice tone="error" title={t('property.fetchFailed')}>
          {query.error.message}{' '}
          <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
            {t('listing.tryAgain')}
          </button>
        </Notice>
      </div>
    );
  }
  if (!property) return <Skeleton />;
  return <PropertyView property={property} />;
}
