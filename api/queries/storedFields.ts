/**
 * The contract's stored fields (`propertyFields` in contract/properties.ts, `projectFields` in
 * contract/projects.ts) as table columns: a camelCase field is stored in its snake_case column, so
 * reads, presenters and writers take the field list from the contract instead of writing it out again.
 */
import { fieldNames } from '../../contract/fields.ts';
import type { Sql, Tx } from '../db.ts';

/** `transactionType` → `transaction_type`. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A name as a quoted SQL identifier. */
const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The column lists made so far, by field set and alias: each is the same text on every request. */
const columnLists = new WeakMap<Record<string, unknown>, Map<string, string>>();

/**
 * `"p"."transaction_type" as "transactionType", ...`: every field of the set, read from table alias
 * `alias`, as SQL text. The names are the contract's own, never input; the text is made once, since
 * every read of a listing (a search page among them) selects the whole list.
 */
export function fieldColumnList(alias: string, fields: Record<string, unknown>): string {
  let lists = columnLists.get(fields);
  if (!lists) columnLists.set(fields, (lists = new Map()));
  let list = lists.get(alias);
  if (list === undefined) {
    list = fieldNames(fields)
      .map((field) => `${identifier(alias)}.${identifier(columnOf(field))} as ${identifier(field)}`)
      .join(', ');
    lists.set(alias, list);
  }
  return list;
}

/** fieldColumnList as a fragment of a query. */
export const fieldColumns = (sql: Sql | Tx, alias: string, fields: Record<string, unknown>) => sql.unsafe(fieldColumnList(alias, fields));

/** The fields of the set, keyed by their columns, for `insert ... ${sql(row)}` and `update ... set ${sql(row)}`. */
export function columnValues<F extends Record<string, unknown>>(fields: F, values: { [K in keyof F]: unknown }): Record<string, unknown> {
  return Object.fromEntries(fieldNames(fields).map((field) => [columnOf(field), values[field]]));
}
