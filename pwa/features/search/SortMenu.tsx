/**
 * The sort dropdown of the search screen. Headless UI's Listbox (with its positioning code) is
 * about a tenth of the page's JavaScript, and the page is usable without it until someone sorts:
 * the page renders (on the server too) a stand-in that looks and reads the same, closed, and swaps
 * in the real menu from its own chunk once the page has settled (lib/startup.ts), or at once when
 * the stand-in is pressed, opening it then. The swap waits for the chunk, so the stand-in gives way
 * to the menu in one step: a press in between lands on the stand-in and opens the menu.
 */
import { useEffect, useId, useState } from 'react';
import type { SearchSort } from '../../../contract/catalog.ts';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';
import { bestEffort } from '../../lib/bestEffort.ts';
import { afterSettled } from '../../lib/startup.ts';
import { SORT_BUTTON_CLASS, SORT_FIELD_CLASS, SORT_LABEL_CLASS, type SortMenuProps } from './sortMenuLook.ts';

type SortListboxComponent = (typeof import('./SortListbox.tsx'))['SortListbox'];

let listboxLoading: Promise<SortListboxComponent> | undefined;

/** The Listbox's chunk, fetched once (again after a failure). */
function loadListbox(): Promise<SortListboxComponent> {
  listboxLoading ??= import('./SortListbox.tsx').then((module) => module.SortListbox);
  listboxLoading.catch(() => (listboxLoading = undefined));
  return listboxLoading;
}

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
  // Each press of the stand-in asks for the menu at once (again, when the chunk did not come).
  const [presses, setPresses] = useState(0);
  const [Listbox, setListbox] = useState<SortListboxComponent | null>(null);
  useEffect(() => {
    let current = true;
    void bestEffort('offline without its chunk the stand-in stays, and a press asks again', async () => {
      if (presses === 0) await afterSettled();
      const component = await loadListbox();
      if (current) setListbox(() => component);
    });
    return () => {
      current = false;
    };
  }, [presses]);
  if (!Listbox) return <SortStandIn value={value} onPress={() => setPresses((count) => count + 1)} />;
  return <Listbox value={value} onChange={onChange} options={options} openAtOnce={presses > 0} />;
}
