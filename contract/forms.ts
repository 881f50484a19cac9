/** Stored values as their forms send them, for edit forms and for writers called outside HTTP (the demo seed). */
import { projectFields, propertyFields, type ProjectFields, type PropertyFields } from './entities.ts';
import type { ProjectBody, PropertyBody } from './schemas.ts';

/** The field names of a contract field set, in contract order. */
export const fieldNames = <F extends Record<string, unknown>>(fields: F) => Object.keys(fields) as (keyof F & string)[];

/** Only the fields of the set, copied from a record that has them (and maybe more). */
export function pickFields<F extends Record<string, unknown>, R extends { [K in keyof F]: unknown }>(
  fields: F,
  record: R,
): Pick<R, keyof F> {
  const picked: Partial<Pick<R, keyof F>> = {};
  for (const field of fieldNames(fields)) picked[field] = record[field];
  return picked as Pick<R, keyof F>;
}

/** A stored value as form text: null (or absent, in a record kept from before the field existed) is ''. */
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A property's stored fields as the property form sends them: numbers as text, `subCategory` as `category`, none as ''. */
export function propertyFormInput(values: PropertyFields): PropertyBody {
  const v = pickFields(propertyFields, values);
  return {
    title: v.title,
    description: v.description,
    transactionType: v.transactionType,
    propertyType: v.propertyType,
    category: v.subCategory,
    location: v.location,
    address: v.address,
    price: String(v.price),
    sqt: String(v.sqt),
    bedrooms: String(v.bedrooms ?? 0),
    bathrooms: String(v.bathrooms ?? 0),
    carpetArea: text(v.carpetArea),
    builtUpArea: text(v.builtUpArea),
    superBuiltUpArea: text(v.superBuiltUpArea),
    plotArea: text(v.plotArea),
    plotAreaUnit: v.plotAreaUnit ?? '',
    possession: v.possession ?? '',
    possessionDate: text(v.possessionDate),
    ageYears: text(v.ageYears),
    furnishing: v.furnishing ?? '',
    facing: v.facing ?? '',
    floor: text(v.floor),
    totalFloors: text(v.totalFloors),
    parking: text(v.parking),
    amenities: [...v.amenities],
    projectId: text(v.projectId),
    reraNumber: text(v.reraNumber),
    reraExempt: v.reraExempt,
    reraExemptReason: text(v.reraExemptReason),
    titleGu: text(v.titleGu),
    titleHi: text(v.titleHi),
    descriptionGu: text(v.descriptionGu),
    descriptionHi: text(v.descriptionHi),
  };
}

/** A project's stored fields as its form sends them (none as ''). */
export function projectFormInput(values: ProjectFields): ProjectBody {
  const v = pickFields(projectFields, values);
  return {
    ...v,
    reraNumber: text(v.reraNumber),
    reraExemptReason: text(v.reraExemptReason),
    possessionDate: text(v.possessionDate),
    totalUnits: text(v.totalUnits),
    amenities: [...v.amenities],
    titleGu: text(v.titleGu),
    titleHi: text(v.titleHi),
    descriptionGu: text(v.descriptionGu),
    descriptionHi: text(v.descriptionHi),
  };
}
