/**
 * One server per data directory. The embedded PostgreSQL and S3 data under DATA_DIR belong to one
 * running server; `server.pid` names it, so a second start (or a backup) can tell a live server
 * from one that was killed and left its file behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAlive, runsProgram } from './processes.ts';

export interface ServerLockInfo {
  pid: number;
  port: number;
  pgPort?: number;
  s3Port?: number;
  startedAt: string;
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** The live server holding this data directory, or null (no file, or its process is gone). */
export function liveServer(dataDir: string): ServerLockInfo | null {
  let info: ServerLockInfo;
  try {
    info = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as ServerLockInfo;
  } catch {
    // No lock file, or a torn one: no server holds the directory.
    return null;
  }
  if (!Number.isInteger(info.pid) || info.pid === process.pid) return null;
  return isAlive(info.pid) && runsProgram(info.pid, 'node') ? info : null;
}

/** Takes the data directory for this process, or throws naming the server that holds it. */
export function lockDataDir(dataDir: string, info: Omit<ServerLockInfo, 'pid' | 'startedAt'>): () => void {
  const holder = liveServer(dataDir);
  if (holder) {
    throw new Error(
      `Another server (process ${holder.pid}, port ${holder.port}, started ${holder.startedAt}) is already running on the data directory ${dataDir}. ` +
        `Stop it first (kill ${holder.pid}), or choose another DATA_DIR.`,
    );
  }
  const mine: ServerLockInfo = { pid: process.pid, ...info, startedAt: new Date().toISOString() };
  fs.writeFileSync(lockFile(dataDir), `${JSON.stringify(mine)}\n`);
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as ServerLockInfo;
      if (current.pid === process.pid) fs.rmSync(lockFile(dataDir));
    } catch {
      // Gone or replaced by another server's: nothing of ours to remove.
    }
  };
}
