/** What every benchmark section gives `bench/run.ts`: a table to print and figures to keep. */
import os from 'node:os';

export interface BenchTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface BenchReport {
  tables: BenchTable[];
  /** One-line remarks printed under the tables (setup, caveats). */
  notes?: string[];
  /** The figures written to bench/results.json under the section's name. */
  results: Record<string, unknown>;
  /** False: the figures are printed (marked) but are not results, and results.json keeps the last ones. */
  record?: boolean;
  /** The key the figures are kept under in results.json, when not the section's name (a run at another size). */
  recordAs?: string;
}

/** `--name=value` on the command line, else the environment variable, else the default. */
export function setting(name: string, envName: string, fallback: number): number {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const text = flag ? flag.slice(name.length + 3) : process.env[envName];
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} (${envName}) must be a positive number, not ${text}`);
  return value;
}

export interface BenchSection {
  /** Short name: selects the section on the command line and keys it in results.json. */
  name: string;
  description: string;
  run(): Promise<BenchReport>;
}

/** A section that will not report now (the machine is busy): `bench/run.ts` prints its message alone and exits non-zero. */
export class BenchRefused extends Error {
  override name = 'BenchRefused';
}

/** Above this 1-minute load average at its start a timed section does not report: its figures would not be comparable. */
export const MAX_START_LOAD = 1.5;

/**
 * The 1-minute load average at the start, or BenchRefused saying why not (`figures`: what a busy
 * machine spoils). BENCH_IGNORE_LOAD=1 runs it anyway, and the figures are then not results.
 */
export function quietStart(
  figures: string,
  env: NodeJS.ProcessEnv = process.env,
  load = os.loadavg()[0]!,
): { load: number; results: boolean } {
  if (load <= MAX_START_LOAD) return { load, results: true };
  if (env.BENCH_IGNORE_LOAD === '1') return { load, results: false };
  throw new BenchRefused(
    `The 1-minute load average is ${load.toFixed(2)}, above ${MAX_START_LOAD}: ${figures}. Run it again when the machine is quiet (load under 1), ` +
      `or set BENCH_IGNORE_LOAD=1 to try the bench anyway (its figures are then marked NOT RESULTS and not recorded).`,
  );
}

/** A measure's runs with their median and largest. */
export interface Spread {
  median: number;
  max: number;
  runs: number[];
}

/** Median (the mean of the middle two for an even count) and maximum, with every run kept. */
export function spread(runs: number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, max: sorted.at(-1) ?? NaN, runs };
}

/** A printed table's row of a spread: its name, median, largest and every run. */
export const spreadRow = (name: string, figures: Spread) => [name, figures.median, figures.max, figures.runs.join(', ')];
