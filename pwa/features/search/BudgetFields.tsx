import { useId } from 'react';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatRupeesShort } from '../../lib/format.ts';
import type { Budget, PurposeChoice } from './budget.ts';
import { maximumChoices, minimumChoices } from './budgetSteps.ts';

interface BudgetFieldsProps {
  purpose: PurposeChoice;
  budget: Budget;
  onChange: (budget: Budget) => void;
  className?: string;
}

/**
 * Minimum and maximum budget as two menus of lakh and crore steps (a month's rent in rupees for
 * Rent); each menu offers only what fits the other's choice, so the range cannot be upside down.
 */
export function BudgetFields({ purpose, budget, onChange, className = 'grid grid-cols-2 gap-3' }: BudgetFieldsProps) {
  const ids = useId();
  const t = useT();
  const locale = useLocale();
  const rent = purpose === 'Rent';
  const choose = (key: keyof Budget, text: string) => onChange({ ...budget, [key]: text ? Number(text) : null });
  return (
    <div className={className}>
      <div>
        <label htmlFor={`${ids}-min`} className="label">
          {rent ? t('budget.minRent') : t('budget.min')}
        </label>
        <select
          id={`${ids}-min`}
          value={budget.minPrice ?? ''}
          onChange={(event) => choose('minPrice', event.target.value)}
          className="field"
        >
          <option value="">{t('budget.noMin')}</option>
          {minimumChoices(purpose, budget).map((value) => (
            <option key={value} value={value}>
              {formatRupeesShort(value, locale)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${ids}-max`} className="label">
          {rent ? t('budget.maxRent') : t('budget.max')}
        </label>
        <select
          id={`${ids}-max`}
          value={budget.maxPrice ?? ''}
          onChange={(event) => choose('maxPrice', event.target.value)}
          className="field"
        >
          <option value="">{t('budget.noMax')}</option>
          {maximumChoices(purpose, budget).map((value) => (
            <option key={value} value={value}>
              {formatRupeesShort(value, locale)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
