/** What an admin list shows when it has nothing to show. */
import type { ReactNode } from 'react';
import { IconTile } from '../../components/IconTile.tsx';

export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center px-6 py-14 text-center">
      <IconTile name="info" />
      <p className="mt-4 text-lg font-bold text-brand-900">{title}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
