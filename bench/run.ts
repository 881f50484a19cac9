/**
 * `npm run bench [-- section ...]`: runs each benchmark section (bench/<name>.ts), prints its tables,
 * writes the latest figures to bench/results.json (sections not run keep their last figures) and
 * renders them into docs/benchmarks.md (bench/report.ts).
 * To add a section, export a BenchSection from its module and list it below. Arguments of the form
 * `--name=value` are left to the sections (the load section reads its connections and duration).
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiSection } from './api.ts';
import { frontendSection } from './frontend.ts';
import { loadSection } from './load.ts';
import { mailSection } from './mail.ts';
import { matchingSection } from './matching.ts';
import { startupSection } from './startup.ts';
import { benchmarksPage, resultsFile, writeBenchmarksPage } from './report.ts';
import { BenchRefused, type BenchSection, type BenchTable } from './section.ts';

const sections: BenchSection[] = [apiSection, frontendSection, loadSection, mailSection, matchingSection, startupSection];

function printTable(table: BenchTable) {
  const cells = [table.columns, ...table.rows.map((row) => row.map(String))];
  const widths = table.columns.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${table.title}`);
  console.log(line(cells[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

async function main() {
  // `--name=value` arguments are a section's own settings (e.g. `-- load --connections=20`).
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = wanted.filter((name) => !sections.some((section) => section.name === name));
  if (unknown.length)
    throw new Error(`Unknown section(s): ${unknown.join(', ')}. Known: ${sections.map((section) => section.name).join(', ')}`);
  const chosen = wanted.length ? sections.filter((section) => wanted.includes(section.name)) : sections;

  const previous = fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const results: Record<string, unknown> = { ...previous };
  let recorded = 0;
  for (const section of chosen) {
    console.log(`\n=== ${section.name}: ${section.description}`);
    const report = await section.run();
    report.tables.forEach(printTable);
    for (const note of report.notes ?? []) console.log(`  - ${note}`);
    if (report.record === false) {
      console.log(`  (${section.name}: not recorded in ${path.basename(resultsFile)})`);
      continue;
    }
    results[report.recordAs ?? section.name] = { measuredAt: new Date().toISOString(), ...report.results };
    recorded += 1;
    fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  }
  if (recorded) {
    writeBenchmarksPage();
    console.log(`\nFigures written to ${path.relative(process.cwd(), resultsFile)} and ${path.relative(process.cwd(), benchmarksPage)}`);
  }
}

main().catch((error) => {
  if (error instanceof BenchRefused) {
    console.error(`\nNot run: ${error.message}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
