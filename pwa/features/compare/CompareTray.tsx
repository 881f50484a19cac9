/** The bar at the foot of the page with the properties picked for comparing, and the way to the comparison. */
import { Link } from 'wouter';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';
import { COMPARE_LIMIT, compareHref, type CompareEntry } from '../../lib/compareList.ts';
import { clearCompared, removeCompared } from '../../lib/compareStore.ts';
import { CompareThumbnail } from './CompareThumbnail.tsx';

export function CompareTray({ list }: { list: CompareEntry[] }) {
  const t = useT();
  const ready = list.length >= 2;
  return (
    <>
      {/* Room at the foot of the page, so the tray never hides its end. */}
      <div aria-hidden="true" className="h-24 sm:h-20" />
      <aside
        aria-label={t('compareTray.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 shadow-lift backdrop-blur"
      >
        <div className="container-page flex items-center gap-3 py-3">
          <p className="shrink-0 text-sm font-bold text-brand-900">
            <span className="hidden sm:inline">{t('compare.label')} </span>
            <span>
              {list.length}/{COMPARE_LIMIT}
            </span>
          </p>
          <ul className="flex min-w-0 flex-1 gap-2.5 overflow-x-auto pr-2 pt-2" aria-label={t('compareTray.list')}>
            {list.map((item) => (
              <li
                key={item._id}
                className="relative flex min-w-0 shrink-0 items-center gap-2 rounded-xl border border-sand-200 bg-sand p-0.5 md:max-w-[14rem] md:p-1 md:pr-1.5"
              >
                <CompareThumbnail item={item} size={40} className="h-9 w-9 md:h-10 md:w-10" />
                <span className="hidden min-w-0 truncate text-xs font-semibold text-ink md:block">{item.title}</span>
                <button
                  type="button"
                  onClick={() => removeCompared(item._id)}
                  aria-label={t('compare.remove', { title: item.title })}
                  className="focus-ring absolute -right-2 -top-2 grid h-6 w-6 shrink-0 place-items-center rounded-full border border-sand-200 bg-white text-ink-muted shadow-card hover:text-rose-700 md:static md:h-7 md:w-7 md:border-0 md:bg-transparent md:shadow-none"
                >
                  <Icon name="close" className="h-3 w-3 md:h-4 md:w-4" />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            <button type="button" onClick={clearCompared} className="btn-ghost hidden !px-3 sm:inline-flex">
              {t('compareTray.clear')}
            </button>
            {ready ? (
              <Link href={compareHref(list.map((item) => item._id))} className="btn-primary !px-4">
                <Icon name="compare" className="h-4 w-4" />
                {t('compare.label')}
              </Link>
            ) : (
              <p className="max-w-[9rem] text-xs text-ink-muted sm:max-w-none">{t('compareTray.addOne')}</p>
            )}
          </div>
        </div>
      </aside>
    </>
  );
}
