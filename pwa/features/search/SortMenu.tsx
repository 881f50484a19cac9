/**
 * The sort dropdown of the search screen. Headless UI's Listbox (with its positioning code) is
 * about a tenth of the page's JavaScript, and the page is usable without it until someone sorts:
 * the page renders (on the server too) a stand-in that looks and reads the same, closed, and swaps
 * in the real menu from its own chunk once the page has settled (lib/startup.ts), or at once when
 * the stand-in is pressed, opening it then.
 */
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { SearchSort } from '../../../contract/catalog.ts';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';
import { afterSettled } from '../../lib/startup.ts';
import { SORT_BUTTON_CLASS, SORT_FIELD_CLASS, SORT_LABEL_CLASS, type SortMenuProps } from './sortMenuLook.ts';

const SortListbox = lazy(() => import('./SortListbox.tsx').then((module) => ({ default: module.SortListbox })));

/** The closed menu as HTML: the same label, button and look, without the Listbox's code. */
function SortStandIn({ value, onPress }: { value: SearchSort; onPress: () => void }) {
  const id = useId();
  const t = useT();
  return (
    <div className={SORT_FIELD_CLASS}>
      <span id={`${id}-label`} className={SORT_LABEL_CLASS}>
        {t('sort.label')}
      </span>
      <div className="relative">
        <button
          id={`${id}-button`}
          type="button"
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-labelledby={`${id}-label ${id}-button`}
          className={SORT_BUTTON_CLASS}
          onClick={onPress}
        >
          {t('sort.option', { sort: value })}
          <Icon name="chevronDown" className="h-4 w-4 text-ink-muted" />
        </button>
      </div>
    </div>
  );
}

export function SortMenu({ value, onChange, options }: SortMenuProps) {
  const [wanted, setWanted] = useState<'no' | 'yes' | 'open'>('no');
  useEffect(() => {
    let current = true;
    void afterSettled().then(() => current && setWanted((was) => (was === 'no' ? 'yes' : was)));
    return () => {
      current = false;
    };
  }, []);
  const standIn = <SortStandIn value={value} onPress={() => setWanted('open')} />;
  if (wanted === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <SortListbox value={value} onChange={onChange} options={options} openAtOnce={wanted === 'open'} />
    </Suspense>
  );
}
