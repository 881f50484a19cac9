import type { ReactNode } from 'react';

/**
 * A page section's heading with its small capitals line above; `id` is what the section's
 * aria-labelledby names. `className` adds to the heading (the home page's are larger).
 */
export function SectionHeading({
  id,
  eyebrow,
  className = '',
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className={`mt-2 text-3xl font-extrabold tracking-tight text-brand-900 ${className}`.trimEnd()}>
        {children}
      </h2>
    </>
  );
}
