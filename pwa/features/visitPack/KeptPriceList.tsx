/**
 * A kept unit's page: its project's price list as the visit pack keeps it, read from the device (at
 * the site with no signal too), the unit's own type marked; its floor plans open from the pack.
 */
import { useQuery } from '@tanstack/react-query';
import type { Property } from '../../../contract/properties.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatDayMonth } from '../../lib/format.ts';
import { PriceList } from '../projects/PriceList.tsx';
import { keptPriceListQuery } from './useVisitPacks.ts';

export default function KeptPriceList({ userId, property }: { userId: string; property: Property }) {
  const t = useT();
  const locale = useLocale();
  const kept = useQuery(keptPriceListQuery(userId, property._id)).data;
  const project = property.project;
  if (!project || !kept || kept.unitTypes.length === 0) return null;
  return (
    <PriceList
      project={{ title: project.title, unitTypes: kept.unitTypes }}
      current={project.unitType?.id ?? null}
      heading={t('project.priceList.ofProject', { project: project.title })}
      footnote={
        <p className="mt-4 text-xs text-ink-muted" data-testid="kept-price-list-date">
          {t('project.priceList.keptOn', { date: formatDayMonth(kept.keptAt, locale) })}
        </p>
      }
    />
  );
}
