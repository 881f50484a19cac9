import type { ReactNode } from 'react';
import { CardHeading } from '../../components/CardHeading.tsx';

/** One card of the account's settings: its heading (named by `id`), a line on what it does, then the controls. */
export function SettingsCard({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6 sm:p-8">
      <CardHeading id={id} title={title} intro={intro} />
      {children}
    </section>
  );
}
