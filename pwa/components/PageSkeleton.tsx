import type { ReactNode } from 'react';
import { LoadingStatus } from './LoadingStatus.tsx';

/**
 * A record's page while it loads: the bars of its heading (a breadcrumb's first, on pages with one),
 * then `children` in the shape of the page's body; announced once to screen readers by `label`.
 */
export function PageSkeleton({
  label,
  crumb = false,
  titleWidth = 'w-3/4 max-w-2xl',
  children,
}: {
  label: string;
  crumb?: boolean;
  /** The title bar's width classes: about as long as the page's titles run. */
  titleWidth?: string;
  children: ReactNode;
}) {
  return (
    <LoadingStatus label={label} className="container-page py-10">
      <div aria-hidden="true">
        {crumb && <div className="skeleton mb-5 h-4 w-48" />}
        <div className={`skeleton h-9 ${titleWidth}`} />
        <div className="skeleton mt-3 h-4 w-1/2 max-w-md" />
        {children}
      </div>
    </LoadingStatus>
  );
}
