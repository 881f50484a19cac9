import { transactionTypes } from '../../../contract/catalog.ts';
import { useT } from '../../i18n/useT.tsx';
import { purposeLabel } from '../../lib/labels.ts';
import type { PurposeChoice } from './budget.ts';

const choices: readonly PurposeChoice[] = ['any', ...transactionTypes];

/** Buy, Rent or both, as toggle buttons: the first thing a visitor decides, so it sits beside the search box. */
export function PurposeTabs({ value, onChange }: { value: PurposeChoice; onChange: (purpose: PurposeChoice) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('listing.purpose')} className="inline-flex self-start rounded-xl bg-sand-100 p-1">
      {choices.map((purpose) => (
        <button
          key={purpose}
          type="button"
          aria-pressed={value === purpose}
          onClick={() => onChange(purpose)}
          className={`focus-ring rounded-lg px-4 py-2 text-sm font-semibold transition ${
            value === purpose ? 'bg-white text-brand-900 shadow-card' : 'text-ink-soft hover:text-brand-800'
          }`}
        >
          {purpose === 'any' ? t('listing.buyOrRent') : purposeLabel(t, purpose)}
        </button>
      ))}
    </div>
  );
}
