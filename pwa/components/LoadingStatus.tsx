import type { ReactNode } from 'react';

/** Placeholders while something loads, announced once to screen readers by `label`. */
export function LoadingStatus({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
