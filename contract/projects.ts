/** The agency's projects: the stored fields, the answer, the form's body and the queries. */
import * as v from 'valibot';
import { amenities, needsRera, projectStatuses } from './catalog.ts';
import { formMapping } from './formValues.ts';
import { placeAnswer, placeEntries, placeFields, placeRules } from './places.ts';
import {
  address,
  description,
  location,
  required,
  slug,
  title,
  translatedContent,
  translatedEntries,
  RERA_EXEMPT_REASON_REQUIRED,
  RERA_REQUIRED_PROJECT,
  amenityList,
  described,
  flag,
  imageUrls,
  isoDate,
  optionalCount,
  optionalMonth,
  plainText,
  reraExemptReason,
  reraNumber,
  wholeNumber,
} from './fields.ts';
import { UnitType } from './unitTypes.ts';

/** The fields an admin writes on the project form, as stored. */
export const projectFields = {
  title: v.string(),
  slug: described(v.string(), 'Unique, lower-case words joined by hyphens'),
  description: described(v.string(), 'Sanitised HTML'),
  status: v.picklist(projectStatuses),
  location: v.string(),
  address: v.string(),
  ...placeFields,
  reraNumber: described(v.nullable(v.string()), 'GujRERA registration number (PR/GJ/...)'),
  reraExempt: described(v.boolean(), 'Exempt from RERA registration (area up to 500 m² or up to 8 units)'),
  reraExemptReason: v.nullable(v.string()),
  possessionDate: v.nullable(described(v.string(), 'Expected possession month, YYYY-MM')),
  totalUnits: v.nullable(wholeNumber('Units in the project')),
  amenities: v.array(v.picklist(amenities)),
  ...translatedContent,
};

export const Project = v.object({
  _id: described(v.string(), 'UUID'),
  ...projectFields,
  ...placeAnswer,
  reraQr: described(v.nullable(v.string()), 'URL of the uploaded QR image of the RERA certificate; null: none uploaded'),
  unitsListed: wholeNumber('Listings of the agency in this project'),
  images: imageUrls('Full-size image URLs (/media/...); the first is the cover'),
  thumbnails: imageUrls('Card-size variants, index for index with images'),
  unitTypes: described(v.array(UnitType), 'The price list: unit types in the order shown'),
  createdAt: isoDate('When it was created'),
  updatedAt: isoDate('When it last changed'),
});
export type Project = v.InferOutput<typeof Project>;

/** The stored fields of a project (what the form writes), as values. */
export type ProjectFields = v.InferOutput<v.ObjectSchema<typeof projectFields, undefined>>;

/** A project's facts when none is known (fixtures). */
export const blankProjectFacts = {
  reraNumber: null,
  reraExempt: false,
  reraExemptReason: null,
  possessionDate: null,
  totalUnits: null,
  amenities: [],
  titleGu: null,
  titleHi: null,
  descriptionGu: null,
  descriptionHi: null,
  reraQr: null,
  unitsListed: 0,
  unitTypes: [],
  lat: null,
  lng: null,
  locationPrecision: 'approximate',
  locationRadius: null,
} as const satisfies Partial<Project>;

/** Lower-cased, trimmed, runs of anything but letters and digits become one hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const projectEntries = {
  title,
  slug,
  description,
  status: required(v.picklist(projectStatuses, 'Status must be either ONGOING or COMPLETED')),
  location,
  address,
  ...placeEntries,
  reraNumber,
  reraExempt: flag,
  reraExemptReason,
  possessionDate: optionalMonth('Possession date'),
  totalUnits: optionalCount('Total units', 100_000),
  amenities: amenityList,
  ...translatedEntries,
};

type ProjectEntriesOutput = v.InferOutput<v.ObjectSchema<typeof projectEntries, undefined>>;

/**
 * A project still to be completed is advertised with its RERA number, unless it is exempt (with the
 * reason); its pin follows the rules of every pin.
 */
export const ProjectBody = v.pipe(
  v.object(projectEntries),
  v.forward(
    v.check(
      (input: ProjectEntriesOutput) => !needsRera(input.status) || input.reraNumber !== '' || input.reraExempt,
      RERA_REQUIRED_PROJECT,
    ),
    ['reraNumber'],
  ),
  v.forward(
    v.check((input: ProjectEntriesOutput) => !input.reraExempt || input.reraExemptReason !== '', RERA_EXEMPT_REASON_REQUIRED),
    ['reraExemptReason'],
  ),
  ...placeRules<ProjectEntriesOutput>(),
);
export type ProjectBody = v.InferOutput<typeof ProjectBody>;
export type ProjectFormInput = v.InferInput<typeof ProjectBody>;

export const RemoveImageBody = v.object({
  imageUrl: v.pipe(
    required(v.string('Image URL is required')),
    plainText('Image URL'),
    v.nonEmpty('Image URL is required'),
    v.maxLength(300),
  ),
});

export const ProjectPatchBody = v.partial(ProjectBody.pipe[0]);
export type ProjectPatchBody = v.InferOutput<typeof ProjectPatchBody>;

/** A path segment that could be a project's UUID or its slug; anything else names no project. */
export const IdOrSlugParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,160}$/));

/** Query of GET /projects. */
export const ProjectListQuery = v.object({
  status: v.optional(v.picklist(projectStatuses, 'Status must be either ONGOING or COMPLETED')),
});
export type ProjectListQuery = v.InferOutput<typeof ProjectListQuery>;

/** A project's stored fields and its form's: numbers as text, none as ''. */
const projectForm = formMapping<ProjectFields, ProjectBody>(projectFields, {
  reraExemptReason: { toStored: (form, reason) => (form.reraExempt ? reason : null) },
});

/** A project's stored fields as its form sends them. */
export const projectFormInput = (values: ProjectFields): ProjectBody => projectForm.formOf(values);
/** A parsed project form as stored values. */
export const projectStoredValues = (body: ProjectBody): ProjectFields => projectForm.storedOf(body);
