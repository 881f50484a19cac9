import { useState } from 'react';
import type { User } from '../../contract/users.ts';
import { Icon } from './Icon.tsx';

const sizes = {
  sm: 'h-9 w-9 text-xs',
  md: 'h-12 w-12 text-sm',
  lg: 'h-24 w-24 text-2xl',
} as const;

/**
 * The user's picture, or their initials on the brand colour when they have none (or it fails to load).
 * Either is named by the person's name alone, which reads the same in every language of the site.
 */
export function UserAvatar({ user, size = 'md' }: { user: Pick<User, 'fullName' | 'avatar'>; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = initialsOf(user.fullName);
  if (user.avatar && failed !== user.avatar) {
    return (
      <img
        src={user.avatar}
        alt={user.fullName}
        className={`${sizes[size]} shrink-0 rounded-full object-cover ring-2 ring-white`}
        onError={() => setFailed(user.avatar)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={user.fullName}
      className={`${sizes[size]} grid shrink-0 place-items-center rounded-full bg-brand-800 font-bold text-white ring-2 ring-white`}
    >
      {initials || <Icon name="user" className="h-1/2 w-1/2" />}
    </span>
  );
}

/** `Asha Patel` → `AP`; the avatar of someone without a picture. */
export function initialsOf(name: string | null | undefined): string {
  return (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
