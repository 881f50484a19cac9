/**
 * What buying a sale listing really costs: each line of contract/purchaseCost.ts with what it is
 * charged on, the buyer's type and the market value as assumptions the visitor may change, and the total.
 */
import { useId, useState } from 'react';
import type { Property } from '../../../contract/properties.ts';
import { buyerTypes, purchaseCost, type BuyerType, type PurchaseCost, type PurchaseCostRates } from '../../../contract/purchaseCost.ts';
import { CardHeading } from '../../components/CardHeading.tsx';
import { RadioChoices } from '../../components/RadioChoices.tsx';
import { useCostRates } from '../../data/costRates.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { formatIndianNumber, formatRupees, formatRupeesShort } from '../../lib/format.ts';
import { parseRupees } from '../emi/emi.ts';
import { costListingOf } from './costListing.ts';

const percent = (value: number) => `${formatIndianNumber(value, 2)} %`;

interface Line {
  key: keyof PurchaseCost;
  label: string;
  amount: number;
  explain: string;
}

/** The lines in the order a buyer pays them, each with the words that say how it was worked out. */
function linesOf(cost: PurchaseCost, rates: PurchaseCostRates, t: Translate): Line[] {
  const base = formatRupees(cost.dutyBase);
  const gstExplain = {
    none: t('cost.gst.none'),
    standard: t('cost.gst.standard', { rate: percent(rates.gstUnderConstructionPercent) }),
    affordable: t('cost.gst.affordable', { rate: percent(rates.gstAffordablePercent) }),
    unknown: t('cost.gst.unknown'),
  }[cost.gstCase];
  const stated = (amount: number) => (amount > 0 ? t('cost.maintenance.stated') : t('cost.maintenance.notStated'));
  return [
    { key: 'price', label: t('cost.price'), amount: cost.price, explain: t('cost.price.explain') },
    {
      key: 'stampDuty',
      label: t('cost.stampDuty'),
      amount: cost.stampDuty,
      explain: t('cost.stampDuty.explain', { rate: percent(rates.stampDutyPercent), base }),
    },
    {
      key: 'registration',
      label: t('cost.registration'),
      amount: cost.registration,
      explain: cost.registrationWaived
        ? t('cost.registration.waived')
        : t('cost.registration.explain', { rate: percent(rates.registrationPercent), base }),
    },
    { key: 'gst', label: t('cost.gst'), amount: cost.gst, explain: gstExplain },
    {
      key: 'maintenanceDeposit',
      label: t('cost.maintenanceDeposit'),
      amount: cost.maintenanceDeposit,
      explain: stated(cost.maintenanceDeposit),
    },
    {
      key: 'maintenanceAdvance',
      label: t('cost.maintenanceAdvance'),
      amount: cost.maintenanceAdvance,
      explain: stated(cost.maintenanceAdvance),
    },
    {
      key: 'brokerage',
      label: t('cost.brokerage'),
      amount: cost.brokerage + cost.brokerageGst,
      explain: t('cost.brokerage.explain', { rate: percent(rates.brokeragePercent), gst: percent(rates.brokerageGstPercent) }),
    },
  ];
}

export function PurchaseCostPanel({ property }: { property: Property }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const rates = useCostRates();
  const [buyerType, setBuyerType] = useState<BuyerType>('man');
  const [marketText, setMarketText] = useState('');
  const marketValue = marketText.trim() === '' ? null : parseRupees(marketText);
  const cost = purchaseCost(costListingOf(property), { buyerType, marketValue }, rates);
  const buyerLabel: Record<BuyerType, string> = { man: t('cost.buyer.man'), woman: t('cost.buyer.woman'), joint: t('cost.buyer.joint') };

  return (
    <section className="card mt-8 p-5 sm:p-7" aria-labelledby={`${id}-heading`} data-testid="purchase-cost">
      <CardHeading id={`${id}-heading`} title={t('cost.heading')} intro={t('cost.intro')} />
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <RadioChoices
          legend={t('cost.buyer')}
          name={`${id}-buyer`}
          options={buyerTypes}
          value={buyerType}
          labelOf={(type) => buyerLabel[type]}
          onChange={setBuyerType}
          optionsClassName="flex flex-wrap gap-2"
        />
        <div>
          <label htmlFor={`${id}-market`} className="text-sm font-semibold text-ink">
            {t('cost.marketValue')}
          </label>
          <div className="mt-2 flex items-center gap-1.5">
            <span className="text-sm font-semibold text-ink-muted">₹</span>
            <input
              id={`${id}-market`}
              type="text"
              inputMode="text"
              value={marketText}
              placeholder={formatIndianNumber(cost.price)}
              aria-invalid={(marketText.trim() !== '' && marketValue === null) || undefined}
              aria-describedby={`${id}-market-hint`}
              onChange={(event) => setMarketText(event.target.value)}
              className="field !w-40 !py-1.5 text-right"
            />
          </div>
          <p id={`${id}-market-hint`} className="mt-1 text-xs text-ink-muted">
            {t('cost.marketValue.hint')}
          </p>
        </div>
      </div>

      <dl className="mt-6 divide-y divide-sand-200" aria-live="polite">
        {linesOf(cost, rates, t).map((line) => (
          <div key={line.key} className="flex items-start justify-between gap-4 py-3" data-testid={`cost-${line.key}`}>
            <dt className="min-w-0">
              <span className="text-sm font-semibold text-ink">{line.label}</span>
              <span className="mt-0.5 block text-xs text-ink-muted">{line.explain}</span>
            </dt>
            <dd className="shrink-0 text-right text-sm font-semibold text-ink">{formatRupees(line.amount)}</dd>
          </div>
        ))}
        <div className="flex items-start justify-between gap-4 pt-4">
          <dt className="text-base font-bold text-brand-900">{t('cost.total')}</dt>
          <dd className="text-right">
            <span className="block text-lg font-extrabold text-brand-900" data-testid="cost-total">
              {formatRupees(cost.total)}
            </span>
            <span className="block text-xs text-ink-muted">{t('cost.extra', { extra: formatRupeesShort(cost.extra, locale) })}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-ink-muted">{t('cost.note')}</p>
    </section>
  );
}
