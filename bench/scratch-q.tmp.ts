import postgres from 'postgres';
import * as v from 'valibot';
import { SearchQuery } from '../api/contract/index.ts';
import { runPropertySearch } from '../api/queries/propertySearch.ts';
const captured: { q: string; p: unknown[] }[] = [];
const sql = postgres('postgres://realty:realty-local@127.0.0.1:55432/bench', { max: 2, onnotice: () => {}, debug: (_c, q, p) => captured.push({ q, p }),
  types: { bigint: { to: 20, from: [20], parse: (t: string) => Number(t), serialize: (n: number) => String(n) } } });
const cases = (process.argv[2] ?? '').split('|').filter(Boolean);
const explain = process.argv[3] === 'explain';
for (const qs of cases) {
  const query = v.parse(SearchQuery, Object.fromEntries(new URLSearchParams(qs)));
  captured.length = 0;
  let best = Infinity, res;
  for (let i = 0; i < 5; i++) { const t = performance.now(); res = await runPropertySearch(sql as never, query, { viewerId: null }); best = Math.min(best, performance.now() - t); }
  console.log(`${best.toFixed(2)} ms  total=${res!.total} rows=${res!.rows.length}  ${qs}`);
  if (explain) {
    for (const { q, p } of captured.slice(-2)) {
      const plan = await sql.unsafe(`explain (analyze, costs off, summary on) ${q}`, p as never[], { prepare: false } as never);
      console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
}
await sql.end();
