/** The `AccountSession` a response carries: one login with its device in words. */
import type { ActiveSession } from '../auth/sessions.ts';
import { describeUserAgent } from '../auth/userAgent.ts';
import type { AccountSession } from '../../contract/sessions.ts';

export function presentSession(row: ActiveSession, currentSessionId: string | undefined): AccountSession {
  const device = describeUserAgent(row.userAgent);
  return {
    _id: row.id,
    device: device.label,
    browser: device.browser,
    os: device.os,
    ipAddress: row.ipAddress || null,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: new Date(row.lastUsedAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    current: row.id === currentSessionId,
  };
}

/** This device first, then the most recently used. */
export function presentSessions(rows: ActiveSession[], currentSessionId: string | undefined): AccountSession[] {
  const sessions = rows.map((row) => presentSession(row, currentSessionId));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}
