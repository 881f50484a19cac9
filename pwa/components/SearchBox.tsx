import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { localizedPath } from '../i18n/locales.ts';
import { useLocale, useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';

interface SearchBoxProps {
  initial?: string;
  /** Called instead of navigating to /search?q=… when given. */
  onSearch?: (q: string) => void;
  size?: 'md' | 'lg';
  placeholder?: string;
}

/** Free text submitted as the single field q to /search (works as a plain GET form without JS too). */
export function SearchBox({ initial = '', onSearch, size = 'md', placeholder }: SearchBoxProps) {
  const [, navigate] = useLocation();
  const t = useT();
  const locale = useLocale();
  const [q, setQ] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setQ(initial);
  }
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (onSearch) onSearch(text);
    else navigate(text ? `/search?q=${encodeURIComponent(text)}` : '/search');
  };

  return (
    <form
      role="search"
      action={localizedPath(locale, '/search')}
      method="get"
      onSubmit={submit}
      className="flex w-full items-stretch gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex-1">
        <Icon name="search" className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          name="q"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={placeholder ?? t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={`field text-ellipsis !pl-12 ${size === 'lg' ? '!py-3.5 !text-base' : ''}`}
        />
      </div>
      <button type="submit" className={`btn-primary ${size === 'lg' ? '!px-6' : ''}`}>
        <Icon name="search" className="h-4 w-4 sm:hidden" />
        <span className="max-sm:sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}
