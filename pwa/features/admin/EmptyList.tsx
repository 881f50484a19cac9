/** What an admin list shows when it has nothing to show. */
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon.tsx';

export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center px-6 py-14 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon name="info" className="h-7 w-7" />
      </span>
      <p className="mt-4 text-lg font-bold text-brand-900">{title}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
