/** A link on to another page: its words, then the arrow that says it leads on. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './Icon.tsx';

export function OnwardLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link href={href} className={className}>
      {children}
      <Icon name="arrowRight" className="h-4 w-4" />
    </Link>
  );
}
