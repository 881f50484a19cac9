/**
 * /localities/:slug: what the agency's own listings and events say of a Surat locality (GET
 * /localities/{slug}): its listings to buy and rent, the median asking price per sq ft by type and
 * BHK (and the closed price of the agency's won deals, where there are enough), the year's trend as a table, the agency's projects there, the localities around it and the
 * searches a buyer would make there ("2 BHK Apartment for sale in Vesu").
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { localityName } from '../../../contract/gazetteer.ts';
import type { LocalityFigures, LocalityMedian } from '../../../contract/localityFigures.ts';
import { localitySlug } from '../../../contract/localitySlugs.ts';
import { MIN_COMPARABLES } from '../../../contract/priceFacts.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { CardHeading } from '../../components/CardHeading.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { Notice } from '../../components/Notice.tsx';
import { OnwardLink } from '../../components/OnwardLink.tsx';
import { NotFoundScreen } from '../../components/StatusScreen.tsx';
import { localityQuery } from '../../data/localities.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { formatIndianNumber, formatMonth } from '../../lib/format.ts';
import { subCategoryLabel } from '../../lib/labels.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/** The search page's address for listings of this locality: `/search?q=Vesu&transactionType=Buy&category=Apartment&bhk=2`. */
function searchPath(name: string, purpose: 'Buy' | 'Rent', group?: Pick<LocalityMedian, 'subCategory' | 'bedrooms'>): string {
  const params = new URLSearchParams({ q: name, transactionType: purpose });
  if (group) params.set('category', group.subCategory);
  if (group?.bedrooms) params.set('bhk', String(Math.min(group.bedrooms, 5)));
  return `/search?${params.toString()}`;
}

/** `2 BHK Apartment`, or the category alone where it has no rooms. */
const kindOf = (t: Translate, group: Pick<LocalityMedian, 'subCategory' | 'bedrooms'>) =>
  [group.bedrooms ? t('card.bhk', { count: group.bedrooms }) : '', subCategoryLabel(t, group.subCategory)].filter(Boolean).join(' ');

const heading2 = 'text-xl font-bold text-brand-900';
const cell = 'px-3 py-2.5';

function Counts({ figures, place }: { figures: LocalityFigures; place: string }) {
  const t = useT();
  const counts = [
    { label: t('locality.forSale'), count: figures.forSale, href: searchPath(figures.name, 'Buy') },
    { label: t('locality.forRent'), count: figures.forRent, href: searchPath(figures.name, 'Rent') },
  ];
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="locality-counts">
      {counts.map((item) => (
        <li key={item.label} className="card flex items-center justify-between gap-4 p-5">
          <div>
            <p className="text-sm font-semibold text-ink-muted">{item.label}</p>
            <p className="mt-1 text-3xl font-extrabold text-brand-900">{formatIndianNumber(item.count)}</p>
          </div>
          {item.count > 0 && (
            <OnwardLink href={item.href} className="btn-outline !px-4 text-sm">
              {t('locality.seeListings')}
              <span className="sr-only">
                {' '}
                ({item.label}, {place})
              </span>
            </OnwardLink>
          )}
        </li>
      ))}
    </ul>
  );
}

interface MedianRow {
  key: string;
  kind: ReactNode;
  count: number;
  median: ReactNode;
}

/** Medians by kind of property: the kind, how many listings or deals make each figure, and the figure. */
function MedianTable({ caption, countHeader, rows }: { caption: string; countHeader: string; rows: MedianRow[] }) {
  const t = useT();
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          <tr>
            <th scope="col" className={`${cell} text-left`}>
              {t('locality.prices.kind')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {countHeader}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('locality.prices.median')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {row.kind}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{formatIndianNumber(row.count)}</td>
              <td className={`${cell} text-right font-bold tabular-nums`}>{row.median}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AskingPrices({ figures, place }: { figures: LocalityFigures; place: string }) {
  const t = useT();
  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby="asking-heading" data-testid="locality-medians">
      <CardHeading id="asking-heading" title={t('locality.prices.heading')} intro={t('locality.prices.intro', { min: MIN_COMPARABLES })} />
      {figures.medians.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('locality.prices.empty')}</p>
      ) : (
        <MedianTable
          caption={t('locality.prices.heading')}
          countHeader={t('locality.prices.listings')}
          rows={figures.medians.map((group) => ({
            key: `${group.subCategory}-${group.bedrooms ?? ''}`,
            kind: (
              <Link
                href={searchPath(figures.name, 'Buy', group)}
                className="focus-ring rounded text-brand-800 underline-offset-2 hover:underline"
              >
                {kindOf(t, group)}
                <span className="sr-only"> ({place})</span>
              </Link>
            ),
            count: group.listings,
            median:
              group.median === null ? (
                <span className="font-normal text-ink-muted">{t('locality.prices.tooFew')}</span>
              ) : (
                `₹ ${formatIndianNumber(group.median)}`
              ),
          }))}
        />
      )}
    </section>
  );
}

/** The won sales' closed prices, shown only where enough deals say them (the API leaves out smaller groups). */
function ClosedPrices({ figures }: { figures: LocalityFigures }) {
  const t = useT();
  if (figures.closed.length === 0) return null;
  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby="closed-heading" data-testid="locality-closed">
      <CardHeading id="closed-heading" title={t('locality.closed.heading')} intro={t('locality.closed.intro', { min: MIN_COMPARABLES })} />
      <MedianTable
        caption={t('locality.closed.heading')}
        countHeader={t('locality.closed.deals')}
        rows={figures.closed.map((group) => ({
          key: `${group.subCategory}-${group.bedrooms ?? ''}`,
          kind: kindOf(t, group),
          count: group.deals,
          median: `₹ ${formatIndianNumber(group.median)}`,
        }))}
      />
    </section>
  );
}

/** The year's medians as a table, each row with a bar drawn to scale for the eye (the figure is the row's text). */
function Trend({ figures }: { figures: LocalityFigures }) {
  const t = useT();
  const locale = useLocale();
  const highest = Math.max(1, ...figures.trend.map((month) => month.median));
  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby="trend-heading" data-testid="locality-trend">
      <CardHeading id="trend-heading" title={t('locality.trend.heading')} intro={t('locality.trend.intro')} />
      {figures.trend.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('locality.trend.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-sm">
            <caption className="sr-only">{t('locality.trend.heading')}</caption>
            <thead className="border-b border-sand-200 text-xs font-semibold uppercase tracking-wide text-ink-muted">
              <tr>
                <th scope="col" className={`${cell} text-left`}>
                  {t('locality.trend.month')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('locality.trend.median')}
                </th>
                <td className="hidden w-2/5 sm:table-cell" aria-hidden="true" />
                <th scope="col" className={`${cell} text-right`}>
                  {t('locality.trend.prices')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {figures.trend.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className={`${cell} text-left font-semibold`}>
                    {formatMonth(month.month, locale)}
                  </th>
                  <td className={`${cell} text-right font-bold tabular-nums`}>{`₹ ${formatIndianNumber(month.median)}`}</td>
                  <td className={`${cell} hidden sm:table-cell`} aria-hidden="true">
                    <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${Math.round((month.median / highest) * 100)}%` }} />
                  </td>
                  <td className={`${cell} text-right tabular-nums text-ink-soft`}>{formatIndianNumber(month.prices)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A list of links under a heading, as chips. */
function LinkList({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className={heading2}>
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="focus-ring inline-flex rounded-full border border-sand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-300"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LocalityView({ figures }: { figures: LocalityFigures }) {
  const t = useT();
  const locale = useLocale();
  const place = localityName(figures.name, locale);
  useDocumentTitle({ id: 'head.locality.title', values: { locality: place } });
  const empty = figures.forSale + figures.forRent === 0;
  const searches = [
    ...figures.medians.map((group) => ({
      href: searchPath(figures.name, 'Buy', group),
      label: t('locality.search.sale', { kind: kindOf(t, group), locality: place }),
    })),
    ...(figures.forRent > 0 ? [{ href: searchPath(figures.name, 'Rent'), label: t('locality.search.rent', { locality: place }) }] : []),
  ];
  return (
    <article className="container-page py-8 sm:py-10" data-testid="locality-page">
      <Breadcrumbs current={place} />
      <header className="mt-5">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t('locality.heading', { locality: place })}</h1>
        <p className="mt-2 flex max-w-3xl items-start gap-1.5 text-ink-soft">
          <Icon name="pin" className="mt-0.5 h-4.5 w-4.5 shrink-0 text-accent-600" />
          <span>{t('locality.intro', { locality: place })}</span>
        </p>
      </header>

      {empty ? (
        <div className="mt-8">
          <Notice tone="info" title={t('locality.empty', { locality: place })}>
            {t('locality.emptyText')}{' '}
            <Link href="/search" className="focus-ring rounded font-semibold underline">
              {t('locality.searchSurat')}
            </Link>
          </Notice>
        </div>
      ) : (
        <>
          <Counts figures={figures} place={place} />
          <div className="grid items-start gap-x-8 lg:grid-cols-2">
            <AskingPrices figures={figures} place={place} />
            <Trend figures={figures} />
            <ClosedPrices figures={figures} />
          </div>
        </>
      )}

      <LinkList
        id="projects-heading"
        title={t('locality.projects.heading', { locality: place })}
        links={figures.projects.map((project) => ({ href: `/projects/${project.slug}`, label: project.title }))}
      />
      <LinkList id="searches-heading" title={t('locality.searches.heading', { locality: place })} links={searches} />
      <LinkList
        id="nearby-heading"
        title={t('locality.nearby.heading')}
        links={figures.nearby.map((name) => ({ href: `/localities/${localitySlug(name)}`, label: localityName(name, locale) }))}
      />
    </article>
  );
}

function Skeleton() {
  const t = useT();
  return (
    <PageSkeleton label={t('locality.loading')} titleWidth="w-2/3 max-w-xl">
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="skeleton h-24 w-full" />
        <div className="skeleton h-24 w-full" />
      </div>
      <div className="skeleton mt-8 h-64 w-full" />
    </PageSkeleton>
  );
}

export function LocalityScreen({ slug }: { slug?: string }) {
  const t = useT();
  const key = slug?.trim().toLowerCase() ?? '';
  const query = useQuery({ ...localityQuery(key), enabled: key !== '' });
  if (!key || (query.error instanceof ApiError && query.error.status === 404)) return <NotFoundScreen />;
  if (query.isPending) return <Skeleton />;
  if (query.isError) {
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">{t('locality.fetchError')}</h1>
        <Notice tone="error" title={t('locality.fetchError')}>
          {query.error.message}{' '}
          <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
            {t('listing.tryAgain')}
          </button>
        </Notice>
      </div>
    );
  }
  return <LocalityView figures={query.data} />;
}
