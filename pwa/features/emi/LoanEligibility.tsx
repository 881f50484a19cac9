/**
 * What a buyer can borrow towards this listing (contract/loanEligibility.ts), with the calculator's
 * rate and tenure: income, EMIs already paid and age typed here, the limits shown and editable.
 * Worked out on the device; nothing typed here is sent anywhere.
 */
import { useId, useState, type ReactNode } from 'react';
import { DEFAULT_BORROWER, loanEligibility, type LoanEligibility as Eligibility } from '../../../contract/loanEligibility.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatIndianNumber, formatRupees, formatRupeesShort } from '../../lib/format.ts';
import { parseRupees, type LoanTerms } from './emi.ts';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Reads what was typed; null when it is not a value. */
  parse: (text: string) => number | null;
  prefix?: string;
  unit?: string;
  testId: string;
}

function NumberField({ label, value, onChange, parse, prefix, unit, testId }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : formatIndianNumber(value));
  const invalid = text.trim() !== '' && parse(text) === null;
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex shrink-0 items-center gap-1.5">
        {prefix && <span className="text-sm font-semibold text-ink-muted">{prefix}</span>}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={text}
          aria-invalid={invalid || undefined}
          data-testid={testId}
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value.trim() === '' ? null : parse(event.target.value));
          }}
          className={`field !w-32 !py-1.5 text-right font-semibold ${invalid ? '!border-rose-500' : ''}`}
        />
        {unit !== undefined && <span className="w-16 text-xs text-ink-muted">{unit}</span>}
      </div>
    </div>
  );
}

const parseWhole = (text: string) => {
  const value = Number(text.trim().replace(/%$/, '').trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
};

function Reach({ result }: { result: Eligibility }) {
  const t = useT();
  const locale = useLocale();
  const tone = result.reach === 'full-loan' ? 'text-emerald-800' : result.reach === 'out-of-reach' ? 'text-rose-800' : 'text-amber-900';
  const text =
    result.reach === 'full-loan'
      ? t('borrow.full')
      : result.reach === 'out-of-reach'
        ? t('borrow.none')
        : t('borrow.larger', {
            downPayment: formatRupeesShort(result.downPayment, locale),
            minimum: formatRupeesShort(result.minimumDownPayment, locale),
          });
  return (
    <p className={`mt-4 text-sm font-semibold ${tone}`} data-testid="borrow-reach">
      {text}
    </p>
  );
}

/** One figure of the answer: its name, the amount, and any lines that explain it. */
function Figure({ label, amount, testId, children }: { label: string; amount: number; testId: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl bg-sand-100 p-4">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">{label}</dt>
      <dd className="mt-1 text-lg font-extrabold text-brand-900" data-testid={testId}>
        {formatRupees(amount)}
      </dd>
      {children}
    </div>
  );
}

export function LoanEligibility({ price, terms }: { price: number; terms: LoanTerms }) {
  const t = useT();
  const id = useId();
  const [income, setIncome] = useState<number | null>(null);
  const [existingEmis, setExistingEmis] = useState<number | null>(0);
  const [age, setAge] = useState<number | null>(30);
  const [obligationPercent, setObligation] = useState<number | null>(DEFAULT_BORROWER.obligationPercent);
  const [retirementAge, setRetirement] = useState<number | null>(DEFAULT_BORROWER.retirementAge);
  const result =
    income !== null && income > 0
      ? loanEligibility(
          {
            monthlyIncome: income,
            existingEmis: existingEmis ?? 0,
            age: age ?? 30,
            years: terms.years,
            annualRatePercent: terms.annualRatePercent,
            obligationPercent: Math.min(100, obligationPercent ?? DEFAULT_BORROWER.obligationPercent),
            retirementAge: retirementAge ?? DEFAULT_BORROWER.retirementAge,
          },
          price,
        )
      : null;
  const years = t('emiCalc.yearsUnit');
  const fields: NumberFieldProps[] = [
    { label: t('borrow.income'), value: income, onChange: setIncome, parse: parseRupees, prefix: '₹', testId: 'borrow-income' },
    {
      label: t('borrow.existingEmis'),
      value: existingEmis,
      onChange: setExistingEmis,
      parse: parseRupees,
      prefix: '₹',
      testId: 'borrow-emis',
    },
    { label: t('borrow.age'), value: age, onChange: setAge, parse: parseWhole, unit: years, testId: 'borrow-age' },
    {
      label: t('borrow.obligation'),
      value: obligationPercent,
      onChange: setObligation,
      parse: parseWhole,
      unit: t('borrow.obligationUnit'),
      testId: 'borrow-obligation',
    },
    {
      label: t('borrow.retirement'),
      value: retirementAge,
      onChange: setRetirement,
      parse: parseWhole,
      unit: years,
      testId: 'borrow-retirement',
    },
  ];

  return (
    <section className="mt-8 border-t border-sand-200 pt-6" aria-labelledby={`${id}-heading`} data-testid="loan-eligibility">
      <h3 id={`${id}-heading`} className="text-base font-bold text-brand-900">
        {t('borrow.heading')}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t('borrow.intro')}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-x-8">
        {fields.map((field) => (
          <NumberField key={field.testId} {...field} />
        ))}
      </div>
      <p className="mt-3 text-xs text-ink-muted">
        {t('borrow.rateTenure', { rate: Number(terms.annualRatePercent.toFixed(2)), years: t('emiCalc.years', { count: terms.years }) })}{' '}
        {t('borrow.rules')}
      </p>
      {result && (
        <div aria-live="polite">
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            <Figure label={t('borrow.loan')} amount={result.loan} testId="borrow-loan">
              <dd className="text-xs text-ink-muted">
                {t('borrow.byIncome')}: {formatRupees(result.byIncome)}
                <br />
                {t('borrow.byValue')}: {formatRupees(result.byValue)}
              </dd>
            </Figure>
            <Figure label={t('borrow.emi')} amount={result.emi} testId="borrow-emi" />
            <Figure label={t('borrow.downPayment')} amount={result.downPayment} testId="borrow-down-payment" />
          </dl>
          {result.years < terms.years && result.years > 0 && (
            <p className="mt-3 text-xs text-ink-muted">
              {t('borrow.shortened', {
                years: t('emiCalc.years', { count: result.years }),
                age: retirementAge ?? DEFAULT_BORROWER.retirementAge,
              })}
            </p>
          )}
          <Reach result={result} />
        </div>
      )}
    </section>
  );
}
