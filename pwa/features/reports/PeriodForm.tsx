/** The period a report covers: two Surat days, `from` never after `to`. */
import { useT } from '../../i18n/useT.tsx';

export function PeriodForm({
  label,
  from,
  to,
  onFrom,
  onTo,
}: {
  label: string;
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  const t = useT();
  return (
    <form className="grid grid-cols-2 gap-3 sm:max-w-md" onSubmit={(event) => event.preventDefault()} aria-label={label}>
      <label className="block">
        <span className="label">{t('reports.from')}</span>
        <input className="field" type="date" value={from} max={to} onChange={(event) => event.target.value && onFrom(event.target.value)} />
      </label>
      <label className="block">
        <span className="label">{t('reports.to')}</span>
        <input className="field" type="date" value={to} min={from} onChange={(event) => event.target.value && onTo(event.target.value)} />
      </label>
    </form>
  );
}
