/** What a pid file names: is that process still running, and is it the program we expect? */
import fs from 'node:fs';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: it runs, under another user (PostgreSQL runs as `postgres` when started by root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the process's command line mentions `name`; true as well where /proc cannot tell (not Linux). */
export function runsProgram(pid: number, name: string): boolean {
  let cmdline: string;
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // No /proc entry: gone on Linux; elsewhere /proc cannot tell.
    return !fs.existsSync('/proc/self');
  }
  return cmdline.includes(name);
}

/** Resolves true once the process has exited, false if it still runs after `ms`. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/** A process that has exited but was not reaped yet (state Z) holds nothing and is not running. */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    // No /proc entry: not a zombie (gone, or not Linux).
    return false;
  }
}
