import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { hasRole, isAdmin, isStaff, useAuth } from '../lib/store.ts';
import { AccessDeniedScreen } from './StatusScreen.tsx';

/** /login?next=<where the visitor was going>, so the login screen can send them back. */
export function loginHref(path: string, search = ''): string {
  const next = search ? `${path}?${search}` : path;
  return `/login?next=${encodeURIComponent(next)}`;
}

function useLoginRedirect(): string {
  const [path] = useLocation();
  const search = useSearch();
  return loginHref(path, search);
}

/** Logged in with role user (spec §6); anyone else logged in sees the 403 screen. */
export function RequireUser({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const login = useLoginRedirect();
  if (!auth.loggedIn) return <Redirect to={login} replace />;
  if (!hasRole(auth.user, 'user')) return <AccessDeniedScreen />;
  return <>{children}</>;
}

/** Role agent or admin (the workspace), compared case-insensitively. */
export function RequireStaff({ children, denied = <AccessDeniedScreen /> }: { children: ReactNode; denied?: ReactNode }) {
  const auth = useAuth();
  const login = useLoginRedirect();
  if (!auth.loggedIn) return <Redirect to={login} replace />;
  if (!isStaff(auth.user)) return <>{denied}</>;
  return <>{children}</>;
}

/** Role admin, compared case-insensitively. */
export function RequireAdmin({ children, denied = <AccessDeniedScreen /> }: { children: ReactNode; denied?: ReactNode }) {
  const auth = useAuth();
  const login = useLoginRedirect();
  if (!auth.loggedIn) return <Redirect to={login} replace />;
  if (!isAdmin(auth.user)) return <>{denied}</>;
  return <>{children}</>;
}
