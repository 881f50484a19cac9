/**
 * The home-loan calculator of a sale listing: loan amount, rate and tenure with sliders and typed
 * input; the EMI, total interest and total payment; what the buyer can borrow; the loan year by
 * year. Its own chunk, loaded when a visitor opens it.
 */
import { useId, useMemo, useState } from 'react';
import { formatIndianNumber, formatRupees, formatRupeesShort } from '../../lib/format.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { AmortisationChart } from './AmortisationChart.tsx';
import { LoanEligibility } from './LoanEligibility.tsx';
import { amortisationByYear, clamp, defaultTerms, loanSummary, LOAN_LIMITS, parseRupees, type LoanTerms } from './emi.ts';

interface FieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The slider's spoken value and the hint under the field. */
  describe: (value: number) => string;
  /** Reads what was typed; null when it is not a value. */
  parse: (text: string) => number | null;
  /** How the typed field shows the value. */
  show: (value: number) => string;
  onChange: (value: number) => void;
  /** Written before the figure (₹) or after it (years). */
  prefix?: string;
  unit?: string;
  inputMode: 'numeric' | 'decimal' | 'text';
}

/** A slider and a text box for one term; what is typed is taken when it reads as a value. */
function TermField({ label, value, min, max, step, describe, parse, show, onChange, prefix, unit, inputMode }: FieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = parse(draft);
    if (parsed !== null) onChange(clamp(parsed, min, max));
    setDraft(null);
  };
  const t = useT();
  const typed = draft === null ? null : parse(draft);
  const invalid = draft !== null && (typed === null || typed < min || typed > max);
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="flex items-center gap-1.5">
          {prefix && <span className="text-sm font-semibold text-ink-muted">{prefix}</span>}
          <input
            id={`${id}-text`}
            type="text"
            inputMode={inputMode}
            value={draft ?? show(value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setDraft(event.target.value);
              const parsed = parse(event.target.value);
              if (parsed !== null && parsed >= min && parsed <= max) onChange(parsed);
            }}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
            className={`field !w-32 !py-1.5 text-right font-semibold ${invalid ? '!border-rose-500' : ''}`}
          />
          {unit !== undefined && <span className="w-12 whitespace-nowrap text-sm text-ink-muted">{unit}</span>}
        </div>
      </div>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-label={label}
        aria-valuetext={describe(value)}
        onChange={(event) => {
          setDraft(null);
          onChange(Number(event.target.value));
        }}
        className="mt-3 w-full accent-brand-700"
      />
      <p id={`${id}-hint`} className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{describe(min)}</span>
        <span>{invalid ? t('emiCalc.between', { min: describe(min), max: describe(max) }) : describe(value)}</span>
        <span>{describe(max)}</span>
      </p>
    </div>
  );
}

const parseNumber = (text: string) => {
  const value = Number(
    text
      .trim()
      .replace(/%$|years?$|yrs?$/i, '')
      .trim(),
  );
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
};

function Figure({ label, value, short, testId }: { label: string; value: number; short?: boolean; testId: string }) {
  const locale = useLocale();
  return (
    <div className="rounded-xl bg-sand-100 p-4">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">{label}</dt>
      <dd className="mt-1 text-lg font-extrabold text-brand-900" data-testid={testId}>
        {formatRupees(value, locale)}
      </dd>
      {short && value >= 100_000 && <dd className="text-xs text-ink-muted">{formatRupeesShort(value, locale)}</dd>}
    </div>
  );
}

export function EmiCalculator({ price }: { price: number }) {
  const t = useT();
  const locale = useLocale();
  const [terms, setTerms] = useState<LoanTerms>(() => defaultTerms(price));
  const summary = loanSummary(terms);
  const years = useMemo(() => amortisationByYear(terms), [terms]);
  const set = (patch: Partial<LoanTerms>) => setTerms((current) => ({ ...current, ...patch }));
  // A loan seldom passes the price: the slider runs up to it (at least ₹ 1 Cr, so round figures fit).
  const maxPrincipal = clamp(Math.max(price, 10_000_000), LOAN_LIMITS.principal.min, LOAN_LIMITS.principal.max);
  const share = price > 0 ? Math.round((terms.principal / price) * 100) : 0;

  return (
    <div>
      <div className="grid gap-6">
        <TermField
          label={t('emiCalc.loanAmount')}
          value={terms.principal}
          {...LOAN_LIMITS.principal}
          max={maxPrincipal}
          describe={(value) => formatRupeesShort(value, locale)}
          parse={parseRupees}
          show={(value) => formatIndianNumber(value)}
          onChange={(principal) => set({ principal })}
          prefix="₹"
          unit=""
          inputMode="text"
        />
        <TermField
          label={t('emiCalc.interestRate')}
          value={terms.annualRatePercent}
          {...LOAN_LIMITS.annualRatePercent}
          describe={(value) => `${Number(value.toFixed(2))} %`}
          parse={parseNumber}
          show={(value) => String(Number(value.toFixed(2)))}
          onChange={(annualRatePercent) => set({ annualRatePercent })}
          unit={t('emiCalc.perYear')}
          inputMode="decimal"
        />
        <TermField
          label={t('emiCalc.tenure')}
          value={terms.years}
          {...LOAN_LIMITS.years}
          describe={(value) => t('emiCalc.years', { count: value })}
          parse={(text) => {
            const value = parseNumber(text);
            return value === null ? null : Math.round(value);
          }}
          show={String}
          onChange={(years) => set({ years })}
          unit={t('emiCalc.yearsUnit')}
          inputMode="numeric"
        />
      </div>

      <p className="mt-6 text-sm text-ink-soft">
        {share > 0 && share <= 100 ? `${t('emiCalc.borrowed', { share })} ` : ''}
        {t('emiCalc.reducing')}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3" aria-live="polite">
        <Figure label={t('emiCalc.monthly')} value={summary.emi} testId="emi-monthly" />
        <Figure label={t('emiCalc.totalInterest')} value={summary.totalInterest} short testId="emi-interest" />
        <Figure label={t('emiCalc.totalPayment')} value={summary.totalPayment} short testId="emi-total" />
      </dl>

      <LoanEligibility price={price} terms={terms} />

      <h3 className="mt-8 text-base font-bold text-brand-900">{t('emiCalc.amortisation')}</h3>
      <AmortisationChart years={years} principal={terms.principal} />
      <details className="mt-4 text-sm">
        <summary className="focus-ring cursor-pointer rounded font-semibold text-brand-800">{t('emiCalc.table')}</summary>
        <div className="mt-3 max-h-72 overflow-auto">
          <table className="w-full text-right text-xs">
            <thead className="sticky top-0 bg-white text-ink-muted">
              <tr>
                <th scope="col" className="py-1.5 text-left">
                  {t('emiCalc.year')}
                </th>
                <th scope="col">{t('emiCalc.principal')}</th>
                <th scope="col">{t('emiCalc.interest')}</th>
                <th scope="col">{t('emiCalc.balance')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {years.map((year) => (
                <tr key={year.year}>
                  <th scope="row" className="py-1.5 text-left font-semibold">
                    {year.year}
                  </th>
                  <td>{formatRupees(year.principalPaid, locale)}</td>
                  <td>{formatRupees(year.interestPaid, locale)}</td>
                  <td>{formatRupees(year.balance, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
