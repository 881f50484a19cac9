/**
 * A listing's price history ("Reduced by ₹ 2 L on 3 Nov") and its price per square foot of carpet
 * area beside its locality's median for the same category and BHK, where there are enough listings to say.
 */
import { useId } from 'react';
import { localityName } from '../../../contract/gazetteer.ts';
import type { FairPrice, PriceChange } from '../../../contract/priceFacts.ts';
import type { Property } from '../../../contract/properties.ts';
import { CardHeading } from '../../components/CardHeading.tsx';
import { usePriceFacts } from '../../data/priceFacts.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { formatDayMonth, formatIndianNumber, formatRupeesShort } from '../../lib/format.ts';
import { subCategoryLabel } from '../../lib/labels.ts';

/** '8 % below Vesu's median for 3 BHK' (or above it, or at it). */
function comparison(fair: FairPrice, t: Translate, locale: Locale): string {
  const words = {
    locality: localityName(fair.locality, locale),
    kind: fair.bedrooms ? t('card.bhk', { count: fair.bedrooms }) : subCategoryLabel(t, fair.subCategory),
    percent: Math.abs(fair.differencePercent),
  };
  if (fair.differencePercent < 0) return t('priceFacts.belowMedian', words);
  if (fair.differencePercent > 0) return t('priceFacts.aboveMedian', words);
  return t('priceFacts.atMedian', words);
}

function ChangeLine({ change, t, locale }: { change: PriceChange; t: Translate; locale: Locale }) {
  const words = { amount: formatRupeesShort(Math.abs(change.to - change.from), locale), date: formatDayMonth(change.at, locale) };
  return (
    <li className="flex items-start justify-between gap-4 py-2.5" data-testid="price-change">
      <span className="text-sm font-semibold text-ink">
        {change.to < change.from ? t('priceFacts.reduced', words) : t('priceFacts.raised', words)}
      </span>
      <span className="shrink-0 text-right text-xs text-ink-muted">
        {formatRupeesShort(change.from, locale)} → {formatRupeesShort(change.to, locale)}
      </span>
    </li>
  );
}

export function PriceFactsPanel({ property }: { property: Property }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { data, isError } = usePriceFacts(property._id);
  const sale = property.transactionType === 'Buy';
  const locality = localityName(property.location.split(',')[0]?.trim() ?? '', locale);
  const fair = data?.fairPrice ?? null;
  const ownPerSqft = sale && property.carpetArea ? Math.round(property.price / property.carpetArea) : null;
  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby={`${id}-heading`} data-testid="price-facts">
      <CardHeading id={`${id}-heading`} title={t('priceFacts.heading')} intro={t('priceFacts.intro')} />
      {sale && (
        <div className="mt-5 rounded-xl bg-sand-50 p-4" data-testid="fair-price">
          {ownPerSqft !== null ? (
            <p className="text-lg font-extrabold text-brand-900">{t('priceFacts.perSqft', { amount: formatIndianNumber(ownPerSqft) })}</p>
          ) : (
            <p className="text-sm text-ink-soft">{t('priceFacts.noCarpet')}</p>
          )}
          {fair ? (
            <>
              <p
                className={`mt-1 text-sm font-bold ${fair.differencePercent <= 0 ? 'text-emerald-700' : 'text-accent-800'}`}
                data-testid="median-comparison"
              >
                {comparison(fair, t, locale)}
              </p>
              <p className="mt-1 text-xs text-ink-muted">
                {t('priceFacts.median', { amount: formatIndianNumber(fair.median), count: fair.comparables })}
              </p>
            </>
          ) : (
            ownPerSqft !== null && data && <p className="mt-1 text-xs text-ink-muted">{t('priceFacts.tooFew', { locality })}</p>
          )}
        </div>
      )}
      <h3 className="mt-6 text-sm font-bold text-ink">{t('priceFacts.history')}</h3>
      {isError ? (
        <p className="mt-2 text-sm text-ink-muted">{t('priceFacts.failed')}</p>
      ) : data && data.history.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('priceFacts.unchanged')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-sand-200" aria-busy={!data || undefined}>
          {data?.history.map((change) => (
            <ChangeLine key={change.at} change={change} t={t} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}
