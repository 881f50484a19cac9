/** The loan year by year as stacked bars (principal and interest paid) with the balance still owed as a line. */
import { useEffect, useRef, useState } from 'react';
import type { AmortisationYear } from './emi.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatRupees, formatRupeesShort } from '../../lib/format.ts';

const HEIGHT = 240;
const PAD = { top: 16, right: 50, bottom: 28, left: 50 };

/** The chart is drawn at the width it is shown at, so its labels keep their size on a phone and on a desktop. */
function useWidth(initial: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** A round top of the axis: 1, 2 or 5 times a power of ten, at least `value`. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

export function AmortisationChart({ years, principal }: { years: AmortisationYear[]; principal: number }) {
  const t = useT();
  const locale = useLocale();
  const [figure, WIDTH] = useWidth(640);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const paidTop = niceCeiling(Math.max(1, ...years.map((year) => year.principalPaid + year.interestPaid)));
  const balanceTop = niceCeiling(Math.max(1, principal));
  const slot = plotWidth / Math.max(1, years.length);
  const barWidth = Math.max(2, slot * 0.68);
  const y = (value: number, top: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const ticks = [0, 0.5, 1];
  const labelEvery = Math.ceil(years.length / Math.max(4, Math.floor(plotWidth / 44)));
  const balanceLine = [
    `${PAD.left},${y(principal, balanceTop)}`,
    ...years.map((year, index) => `${PAD.left + slot * (index + 1)},${y(year.balance, balanceTop)}`),
  ].join(' ');

  return (
    <figure ref={figure} className="mt-6">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="amortisation-title">
        <title id="amortisation-title">{t('emiChart.title', { count: years.length })}</title>
        {ticks.map((tick) => (
          <g key={tick} className="text-[12px]">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick * paidTop, paidTop)} y2={y(tick * paidTop, paidTop)} stroke="#e7e2d6" />
            <text x={PAD.left - 6} y={y(tick * paidTop, paidTop) + 4} textAnchor="end" fill="#55636d">
              {formatRupeesShort(tick * paidTop, locale)}
            </text>
            <text x={WIDTH - PAD.right + 6} y={y(tick * balanceTop, balanceTop) + 4} fill="#934e0b">
              {formatRupeesShort(tick * balanceTop, locale)}
            </text>
          </g>
        ))}
        {years.map((year, index) => {
          const x = PAD.left + slot * index + (slot - barWidth) / 2;
          const principalTop = y(year.principalPaid, paidTop);
          const interestTop = y(year.principalPaid + year.interestPaid, paidTop);
          return (
            <g key={year.year}>
              <rect x={x} y={principalTop} width={barWidth} height={PAD.top + plotHeight - principalTop} fill="#12525f">
                <title>{t('emiChart.principalOf', { year: year.year, amount: formatRupees(year.principalPaid, locale) })}</title>
              </rect>
              <rect x={x} y={interestTop} width={barWidth} height={principalTop - interestTop} fill="#78bcc6">
                <title>{t('emiChart.interestOf', { year: year.year, amount: formatRupees(year.interestPaid, locale) })}</title>
              </rect>
              {(index % labelEvery === 0 || index === years.length - 1) && (
                <text x={x + barWidth / 2} y={HEIGHT - 10} textAnchor="middle" className="text-[12px]" fill="#55636d">
                  {year.year}
                </text>
              )}
            </g>
          );
        })}
        <polyline points={balanceLine} fill="none" stroke="#e08a0b" strokeWidth={2.5} strokeLinejoin="round" />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-soft">
        <span className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-brand-700" aria-hidden="true" />
          {t('emiChart.principalPaid')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm bg-brand-300" aria-hidden="true" />
          {t('emiChart.interestPaid')}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 bg-accent-500" aria-hidden="true" />
          {t('emiChart.balance')}
        </span>
        <span>{t('emiChart.bottom')}</span>
      </figcaption>
    </figure>
  );
}
