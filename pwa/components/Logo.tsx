import { useId } from 'react';
import { agency } from '../../contract/agency.ts';
import { useT } from '../i18n/useT.tsx';

/** The mark and the name; `tone` follows the background it sits on. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const t = useT();
  // The header and the footer both draw the mark: each gradient needs an id of its own.
  const gradient = useId();
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 512 512" className="h-9 w-9 shrink-0" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#12525f" />
            <stop offset="1" stopColor="#06242c" />
          </linearGradient>
        </defs>
        <rect width="512" height="512" rx="112" fill={`url(#${gradient})`} />
        <path d="M128 260 L256 150 L384 260" fill="none" stroke="#f6a823" strokeWidth="34" strokeLinecap="round" strokeLinejoin="round" />
        <path
          d="M168 246 V364 a20 20 0 0 0 20 20 H324 a20 20 0 0 0 20 -20 V246"
          fill="none"
          stroke="#fff"
          strokeWidth="30"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="228" y="298" width="56" height="86" rx="10" fill="#f6a823" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`whitespace-nowrap text-lg font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-900'}`}>
          {agency.name}
        </span>
        {!compact && (
          <span
            className={`mt-1 whitespace-nowrap text-[0.65rem] font-semibold uppercase tracking-[0.22em] ${tone === 'light' ? 'text-accent-200' : 'text-accent-700'}`}
          >
            {t('logo.since', { year: agency.founded })}
          </span>
        )}
      </span>
    </span>
  );
}
