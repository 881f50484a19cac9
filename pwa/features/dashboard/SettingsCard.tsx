import type { ReactNode } from 'react';

/** One card of the account's settings: its heading (named by `id`), a line on what it does, then the controls. */
export function SettingsCard({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6 sm:p-8">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      {children}
    </section>
  );
}
