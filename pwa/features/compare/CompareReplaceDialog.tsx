/** Four are already picked: the person chooses which one the new property replaces, or keeps the four. */
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRef } from 'react';
import { useT } from '../../i18n/useT.tsx';
import { COMPARE_LIMIT, type CompareEntry } from '../../lib/compareList.ts';
import { dismissCandidate, replaceWithCandidate } from '../../lib/compareStore.ts';
import { CompareThumbnail } from './CompareThumbnail.tsx';

export function CompareReplaceDialog({ candidate, list }: { candidate: CompareEntry; list: CompareEntry[] }) {
  const t = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onClose={dismissCandidate} initialFocus={cancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-brand-950/50 backdrop-blur-sm" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lift">
          <DialogTitle className="text-lg font-bold text-ink">{t('compareDialog.title', { limit: COMPARE_LIMIT })}</DialogTitle>
          <Description className="mt-2 text-sm text-ink-soft">{t('compareDialog.choose', { title: candidate.title })}</Description>
          <ul className="mt-4 grid gap-2">
            {list.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  onClick={() => replaceWithCandidate(item._id)}
                  aria-label={t('compareDialog.replaceLabel', { title: item.title })}
                  className="focus-ring flex w-full items-center gap-3 rounded-xl border border-sand-200 p-2 text-left hover:border-brand-300 hover:bg-brand-50"
                >
                  <CompareThumbnail item={item} size={48} className="h-12 w-12" />
                  <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{item.title}</span>
                  <span className="shrink-0 text-xs font-bold text-brand-700">{t('compareDialog.replace')}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <button ref={cancel} type="button" className="btn-outline" onClick={dismissCandidate}>
              {t('compareDialog.keep')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
