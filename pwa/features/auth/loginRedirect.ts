/** Where a successful login goes: a safe `?next=` the role may open, else the role's home (spec §6). */
import type { User } from '../../../contract/users.ts';
import { hasRole, isAdmin, isStaff } from '../../lib/store.ts';

/** Screens that make no sense right after logging in. */
const accountScreens = ['/login', '/register', '/resetPassword'];

/**
 * A same-origin path (`/residential?q=x`), or null for anything that could leave the site:
 * absolute URLs, protocol-relative `//host`, backslash tricks, control characters.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // Browsers read "\" as "/" in URLs, so "/\evil.example" is protocol-relative too.
  if (next.includes('\\') || [...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    // Not a URL: no redirect.
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into "//host" ("/..//host"): check the result again.
  return path.startsWith('//') ? null : path;
}

function underPath(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

export function homeOf(user: Pick<User, 'role'>): string {
  if (isAdmin(user)) return '/admincp';
  return isStaff(user) ? '/admincp/leads' : '/';
}

export function loginDestination(user: Pick<User, 'role'>, next?: string | null): string {
  const home = homeOf(user);
  const path = safeNextPath(next);
  if (!path) return home;
  const pathname = path.replace(/[?#].*$/, '');
  if (accountScreens.some((screen) => underPath(pathname, screen))) return home;
  if (underPath(pathname, '/admincp') && !isStaff(user)) return home;
  if (underPath(pathname, '/dashboard') && !hasRole(user, 'user')) return home;
  return path;
}
