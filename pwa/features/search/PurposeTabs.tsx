import { transactionTypes } from '../../../contract/catalog.ts';
import { Segmented } from '../../components/Segmented.tsx';
import { useT } from '../../i18n/useT.tsx';
import { purposeLabel } from '../../lib/labels.ts';
import type { PurposeChoice } from './budget.ts';

const choices: readonly PurposeChoice[] = ['any', ...transactionTypes];

/** Buy, Rent or both, as toggle buttons: the first thing a visitor decides, so it sits beside the search box. */
export function PurposeTabs({ value, onChange }: { value: PurposeChoice; onChange: (purpose: PurposeChoice) => void }) {
  const t = useT();
  const labels = { any: t('listing.buyOrRent'), Buy: purposeLabel(t, 'Buy'), Rent: purposeLabel(t, 'Rent') };
  return (
    <Segmented label={t('listing.purpose')} options={choices} value={value} labels={labels} onChange={onChange} className="self-start" />
  );
}
