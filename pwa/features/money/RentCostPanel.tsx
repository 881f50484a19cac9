/**
 * What renting a listing takes: the owner's terms (deposit, maintenance, preferred tenants, food and
 * pet rules, lock-in) and the lines of contract/rentCost.ts: every month's total and what moving in costs.
 */
import { useId } from 'react';
import type { Property } from '../../../contract/properties.ts';
import { rentCost, type RentCost } from '../../../contract/rentCost.ts';
import { CardHeading } from '../../components/CardHeading.tsx';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { formatRupees } from '../../lib/format.ts';

/** A rental's terms as label/value rows; the food and pet rules only where the owner sets one. */
function termRows(property: Property, cost: RentCost, t: Translate, locale: Locale): { key: string; label: string; value: string }[] {
  const deposit =
    cost.deposit === null
      ? t('rent.notStated')
      : property.depositMonths
        ? t('rent.deposit.months', { count: property.depositMonths, amount: formatRupees(cost.deposit, locale) })
        : formatRupees(cost.deposit, locale);
  const maintenance = {
    included: t('rent.maintenance.included'),
    added: t('rent.maintenance.added', { amount: formatRupees(cost.maintenance, locale) }),
    notStated: t('rent.notStated'),
  }[cost.maintenanceCase];
  const tenants = property.preferredTenants ?? [];
  const rows = [
    { key: 'deposit', label: t('rent.deposit'), value: deposit },
    { key: 'maintenance', label: t('rent.maintenance'), value: maintenance },
    {
      key: 'tenants',
      label: t('rent.tenants'),
      value: tenants.length ? tenants.map((kind) => t('rent.tenant', { kind })).join(', ') : t('rent.tenants.anyone'),
    },
  ];
  if (property.vegetarianOnly) rows.push({ key: 'food', label: t('rent.food'), value: t('rent.food.vegetarian') });
  if (property.noPets) rows.push({ key: 'pets', label: t('rent.pets'), value: t('rent.pets.none') });
  const lockIn = property.lockInMonths ?? null;
  rows.push({
    key: 'lockIn',
    label: t('rent.lockIn'),
    value: lockIn === null ? t('rent.notStated') : t('rent.lockIn.months', { count: lockIn }),
  });
  return rows;
}

function Line({
  id,
  label,
  explain,
  amount,
  strong = false,
}: {
  id: string;
  label: string;
  explain: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3" data-testid={`rent-${id}`}>
      <dt className="min-w-0">
        <span className={strong ? 'text-base font-bold text-brand-900' : 'text-sm font-semibold text-ink'}>{label}</span>
        <span className="mt-0.5 block text-xs text-ink-muted">{explain}</span>
      </dt>
      <dd className={`shrink-0 text-right ${strong ? 'text-lg font-extrabold text-brand-900' : 'text-sm font-semibold text-ink'}`}>
        {amount}
      </dd>
    </div>
  );
}

export function RentCostPanel({ property }: { property: Property }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // Listings kept on a device from before these facts existed carry none of them.
  const cost = rentCost({
    rent: property.price,
    monthlyMaintenance: property.monthlyMaintenance ?? null,
    maintenanceIncluded: property.maintenanceIncluded ?? false,
    securityDeposit: property.securityDeposit ?? null,
    depositMonths: property.depositMonths ?? null,
  });
  const rupees = (amount: number) => formatRupees(amount, locale);

  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby={`${id}-heading`} data-testid="rent-cost">
      <CardHeading id={`${id}-heading`} title={t('rent.heading')} intro={t('rent.intro')} />
      <h3 className="mt-5 text-base font-bold text-brand-900">{t('rent.terms')}</h3>
      <dl
        className="mt-2 grid gap-px overflow-hidden rounded-xl border border-sand-200 bg-sand-200 sm:grid-cols-2"
        data-testid="rent-terms-list"
      >
        {termRows(property, cost, t, locale).map((row) => (
          <div key={row.key} className="bg-white p-3" data-testid={`rent-term-${row.key}`}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{row.label}</dt>
            <dd className="mt-1 text-sm font-bold text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>

      <dl className="mt-6 divide-y divide-sand-200">
        <Line id="rent" label={t('rent.rent')} explain={t('rent.rent.explain')} amount={rupees(cost.rent)} />
        <Line
          id="maintenance"
          label={t('rent.maintenance')}
          explain={
            {
              added: t('rent.maintenance.explain.added'),
              included: t('rent.maintenance.explain.included'),
              notStated: t('rent.maintenance.explain.notStated'),
            }[cost.maintenanceCase]
          }
          amount={rupees(cost.maintenance)}
        />
        <Line id="monthly" label={t('rent.monthly')} explain={t('rent.monthly.explain')} amount={rupees(cost.monthly)} strong />
        <Line
          id="deposit"
          label={t('rent.deposit')}
          explain={cost.deposit === null ? t('rent.maintenance.explain.notStated') : t('rent.deposit.explain')}
          amount={rupees(cost.deposit ?? 0)}
        />
        <Line id="moveIn" label={t('rent.moveIn')} explain={t('rent.moveIn.explain')} amount={rupees(cost.moveIn)} strong />
      </dl>
      <p className="mt-4 text-xs text-ink-muted">{t('rent.note')}</p>
    </section>
  );
}
