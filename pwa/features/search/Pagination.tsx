import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';

/** Page numbers around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  const button = 'focus-ring grid h-10 min-w-10 place-items-center rounded-xl px-3 text-sm font-semibold transition';
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${button} border border-sand-200 bg-white text-ink hover:border-brand-300 disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pagination.previous')}
      >
        <Icon name="chevronLeft" className="h-4 w-4" />
      </button>
      {pageWindow(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            className={`${button} ${item === page ? 'bg-brand-800 text-white' : 'border border-sand-200 bg-white text-ink hover:border-brand-300'}`}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${button} border border-sand-200 bg-white text-ink hover:border-brand-300 disabled:opacity-40`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('pagination.next')}
      >
        <Icon name="chevronRight" className="h-4 w-4" />
      </button>
    </nav>
  );
}
