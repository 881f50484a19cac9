import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { searchSorts } from '../../../contract/catalog.ts';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';
import { SORT_BUTTON_CLASS, SORT_FIELD_CLASS, SORT_LABEL_CLASS, type SortMenuProps } from './sortMenuLook.ts';

/**
 * The sort dropdown itself (Headless UI's Listbox, in its own chunk: see SortMenu.tsx); unlike the
 * original it really reorders the results. `openAtOnce`: the visitor pressed the stand-in button
 * before this had loaded, so it opens as it mounts, with the focus on it.
 */
export function SortListbox({ value, onChange, options = searchSorts, openAtOnce }: SortMenuProps & { openAtOnce?: boolean }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openAtOnce || !button.current) return;
    button.current.focus();
    button.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  }, [openAtOnce]);
  return (
    <Field className={SORT_FIELD_CLASS}>
      <Label className={SORT_LABEL_CLASS}>{t('sort.label')}</Label>
      <Listbox value={value} onChange={onChange}>
        <div className="relative">
          <ListboxButton ref={button} className={SORT_BUTTON_CLASS}>
            {t('sort.option', { sort: value })}
            <Icon name="chevronDown" className="h-4 w-4 text-ink-muted" />
          </ListboxButton>
          <ListboxOptions
            transition
            className="absolute right-0 z-20 mt-2 w-56 origin-top-right rounded-xl border border-sand-200 bg-white p-1.5 shadow-lift outline-none transition duration-100 ease-out data-[closed]:scale-95 data-[closed]:opacity-0"
          >
            {options.map((sort) => (
              <ListboxOption
                key={sort}
                value={sort}
                className="group flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm text-ink data-[focus]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
              >
                {t('sort.option', { sort })}
                <Icon name="check" className="invisible h-4 w-4 group-data-[selected]:visible" />
              </ListboxOption>
            ))}
          </ListboxOptions>
        </div>
      </Listbox>
    </Field>
  );
}
