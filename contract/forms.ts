/** Stored values as their forms send them, for edit forms and for writers called outside HTTP (the demo seed). */
import { projectFields, propertyFields, type ProjectFields, type PropertyFields } from './entities.ts';
import type { ProjectBody, PropertyBody } from './schemas.ts';

/** The field names of a contract field set, in contract order. */
export const fieldNames = <F extends Record<string, unknown>>(fields: F) => Object.keys(fields) as (keyof F & string)[];

/** Only the fields of the set, copied from a record that has them (and maybe more). */
export function pickFields<F extends Record<string, unknown>, R extends { [K in keyof F]: unknown }>(fields: F, record: R): Pick<R, keyof F> {
  return Object.fromEntries(fieldNames(fields).map((field) => [field, record[field]])) as Pick<R, keyof F>;
}

/** A property's stored fields as the property form sends them: numbers as text, `subCategory` as `category`. */
export function propertyFormInput(values: PropertyFields): PropertyBody {
  const { subCategory, price, sqt, bedrooms, bathrooms, ...text } = pickFields(propertyFields, values);
  return { ...text, category: subCategory, price: String(price), sqt: String(sqt), bedrooms: String(bedrooms ?? 0), bathrooms: String(bathrooms ?? 0) };
}

/** A project's stored fields are what its form sends. */
export const projectFormInput = (values: ProjectFields): ProjectBody => pickFields(projectFields, values);
