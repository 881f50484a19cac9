import net from 'node:net';

/** Resolves when nothing listens on host:port; rejects with a message naming the port otherwise. */
export function assertPortFree(port: number, host: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use, so ${what} cannot start. Stop whatever uses it, or choose another port (see the README's configuration table).`
            : `Cannot listen on ${host}:${port} for ${what}: ${error.message}`,
        ),
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Ports handed to tests and scratch servers come from below the kernel's ephemeral range
 * (32768 and up on Linux), where the outbound connections of a busy test run take their local
 * ports: a port the OS called free a moment ago could be some client's by the time a server binds
 * it. Each vitest worker draws from its own thousand, so parallel workers never pick the same one.
 */
const FIRST = 10_000;
const SPAN = 1_000;
const WORKERS = 22;
const handedOut = new Set<number>();

function listens(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, not handed out before by this process (for tests and scratch servers). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.pid) % WORKERS;
  const base = FIRST + worker * SPAN;
  for (let tries = 0; tries < SPAN; tries += 1) {
    const port = base + Math.floor(Math.random() * SPAN);
    if (handedOut.has(port) || !(await listens(port, host))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${base} and ${base + SPAN - 1} on ${host}.`);
}
