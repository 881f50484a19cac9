/** The real server in its own process (bench/serve.ts), for benchmarks that load it from outside. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `nodeArgs`: Node's own options for the app (`--cpu-prof`, which NODE_OPTIONS refuses); `root`: the
 * checkout whose app is started (another one, to compare two versions in one run).
 */
export async function startApp(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'bench/serve.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before it was ready: ${output}`)));
  });
  return { url, child };
}

export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** POSTs JSON to the app's API (`/users/login`), as the bearer of `token` when given; a refusal throws with its answer. */
export async function postJson<T = unknown>(url: string, pathname: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}/api/v1${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
