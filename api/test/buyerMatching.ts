/** The buyer matcher, run batch after batch until it has read the whole event log, as its job would over time. */
import type { Sql } from '../db.ts';
import { runBuyerMatcher } from '../matching/buyerMatcher.ts';

/** Runs the matcher to the end of the log; answers how many matches it recorded. */
export async function matchToEnd(sql: Sql): Promise<number> {
  let matches = 0;
  for (;;) {
    const outcome = await runBuyerMatcher(sql);
    matches += outcome?.matches ?? 0;
    if (!outcome || outcome.events < 500) return matches;
  }
}
