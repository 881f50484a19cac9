/** The sort menu's props and look, shared by its stand-in (SortMenu.tsx) and the real Listbox (SortListbox.tsx). */
import type { SearchSort } from '../../../contract/catalog.ts';

export interface SortMenuProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  /** The orders offered (every search sort unless given). */
  options?: readonly SearchSort[];
}

export const SORT_FIELD_CLASS = 'flex items-center gap-2';
export const SORT_LABEL_CLASS = 'whitespace-nowrap text-sm font-semibold text-ink-soft';
export const SORT_BUTTON_CLASS =
  'focus-ring flex min-w-48 items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white px-3.5 py-2.5 text-sm font-semibold text-ink hover:border-brand-300';
