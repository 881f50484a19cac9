/** What every benchmark section gives `bench/run.ts`: a table to print and figures to keep. */

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
