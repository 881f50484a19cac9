/**
 * The contract's stored fields (api/contract/entities.ts `propertyFields`, `projectFields`) as table
 * columns: a camelCase field is stored in its snake_case column, so reads, presenters and writers take
 * the field list from the contract instead of writing it out again.
 */
import type { Sql, Tx } from '../db.ts';

/** `transactionType` → `transaction_type`. */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The field names of a contract field set, in contract order. */
export const fieldNames = <F extends Record<string, unknown>>(fields: F) => Object.keys(fields) as (keyof F & string)[];

/** `p.transaction_type as "transactionType", ...`: every field of the set, read from table alias `alias`. */
export function fieldColumns(sql: Sql | Tx, alias: string, fields: Record<string, unknown>) {
  return fieldNames(fields)
    .map((field) => sql`${sql(`${alias}.${columnOf(field)}`)} as ${sql(field)}`)
    .reduce((list, column) => sql`${list}, ${column}`);
}

/** The fields of the set, keyed by their columns, for `insert ... ${sql(row)}` and `update ... set ${sql(row)}`. */
export function columnValues<F extends Record<string, unknown>>(fields: F, values: { [K in keyof F]: unknown }): Record<string, unknown> {
  return Object.fromEntries(fieldNames(fields).map((field) => [columnOf(field), values[field]]));
}

/** The fields of the set copied from a row read with `fieldColumns`. */
export function pickFields<F extends Record<string, unknown>, R extends { [K in keyof F]: unknown }>(fields: F, row: R): Pick<R, keyof F> {
  return Object.fromEntries(fieldNames(fields).map((field) => [field, row[field]])) as Pick<R, keyof F>;
}
