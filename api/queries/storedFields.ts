/**
 * The contract's stored fields (contract/entities.ts `propertyFields`, `projectFields`) as table
 * columns: a camelCase field is stored in its snake_case column, so reads, presenters and writers take
 * the field list from the contract instead of writing it out again.
 */
import { fieldNames } from '../../contract/forms.ts';
import type { Sql, Tx } from '../db.ts';

export { pickFields } from '../../contract/forms.ts';

/** `transactionType` → `transaction_type`. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

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
