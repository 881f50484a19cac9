/** Answer of GET /health: whether the database and the storage answer. */
import * as v from 'valibot';

const reachability = v.picklist(['ok', 'unreachable']);
export const Health = v.object({ database: reachability, storage: reachability });
export type Health = v.InferOutput<typeof Health>;
