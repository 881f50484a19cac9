import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { searchSortLabels, searchSorts, type SearchSort } from '../../../contract/index.ts';
import { Icon } from '../../components/Icon.tsx';

/** The sort dropdown; unlike the original it really reorders the results. */
export function SortMenu({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  return (
    <Field className="flex items-center gap-2">
      <Label className="whitespace-nowrap text-sm font-semibold text-ink-soft">Sort by</Label>
      <Listbox value={value} onChange={onChange}>
        <div className="relative">
          <ListboxButton className="focus-ring flex min-w-48 items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white px-3.5 py-2.5 text-sm font-semibold text-ink hover:border-brand-300">
            {searchSortLabels[value]}
            <Icon name="chevronDown" className="h-4 w-4 text-ink-muted" />
          </ListboxButton>
          <ListboxOptions
            transition
            className="absolute right-0 z-20 mt-2 w-56 origin-top-right rounded-xl border border-sand-200 bg-white p-1.5 shadow-lift outline-none transition duration-100 ease-out data-[closed]:scale-95 data-[closed]:opacity-0"
          >
            {searchSorts.map((sort) => (
              <ListboxOption
                key={sort}
                value={sort}
                className="group flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm text-ink data-[focus]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
              >
                {searchSortLabels[sort]}
                <Icon name="check" className="invisible h-4 w-4 group-data-[selected]:visible" />
              </ListboxOption>
            ))}
          </ListboxOptions>
        </div>
      </Listbox>
    </Field>
  );
}
