import * as v from 'valibot';
import { SearchQuery } from '../api/contract/index.ts';
import { connect } from '../api/db.ts';
import { runPropertySearch } from '../api/queries/propertySearch.ts';
import { SEARCH_MIX } from './api.ts';
const sql = connect('postgres://realty:realty-local@127.0.0.1:55432/bench', { max: 10 });
const which = process.argv[2] ?? 'all';
const mix = SEARCH_MIX.filter((t) => which === 'all' || (which === 'text' ? t.startsWith('q=') : !t.startsWith('q=')))
  .map((t) => v.parse(SearchQuery, Object.fromEntries(new URLSearchParams(t))));
const lat: number[] = []; let i = 0; const end = performance.now() + 6000; const t0 = performance.now();
await Promise.all(Array.from({ length: 50 }, async () => { while (performance.now() < end) { const q = mix[i++ % mix.length]; const a = performance.now(); await runPropertySearch(sql, q, { viewerId: null }); lat.push(performance.now() - a); } }));
lat.sort((a, b) => a - b);
console.log(which, process.env.PREPARE ?? 'unprepared', 'rps', Math.round(lat.length / ((performance.now() - t0) / 1000)), 'p50', lat[Math.floor(lat.length / 2)].toFixed(1), 'p99', lat[Math.floor(lat.length * 0.99)].toFixed(1));
await sql.end();
