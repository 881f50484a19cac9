/**
 * The contract's English messages about the property and project forms' fields (PropertyBody,
 * ProjectBody, UnitTypesBody, a listing's visit length) in the page's language, for the fields and
 * the toasts (lib/formMessages.ts): a fixed message by its id, a message made for a field ('Floor
 * must be at most 200') by its pattern and the field's name. The schemas and the server keep their
 * English; a message not known here is shown as it came. Their words are the listingForms area's.
 */
import {
  RERA_EXEMPT_REASON_REQUIRED,
  RERA_NUMBER_MESSAGE,
  RERA_REQUIRED_PROJECT,
  RERA_REQUIRED_PROPERTY,
} from '../../../contract/fields.ts';
import { AVAILABILITY_MISMATCH, DEPOSIT_TWICE, UNIT_TYPE_MESSAGE } from '../../../contract/properties.ts';
import { BHK_REQUIRED, CARPET_RANGE_MESSAGE, PRICE_RANGE_MESSAGE } from '../../../contract/unitTypes.ts';
import { addFormMessages } from '../../lib/formMessages.ts';
import type { ListingFormsMessageId } from '../../i18n/messages/areas/listingForms.en.ts';
import type { MessageValues, Translate } from '../../i18n/useT.tsx';

const fixed: Record<string, ListingFormsMessageId> = {
  'Carpet area cannot be more than the built-up area': 'listingForm.error.carpetOverBuiltUp',
  'Built-up area cannot be more than the super built-up area': 'listingForm.error.builtUpOverSuper',
  'Carpet area cannot be more than the super built-up area': 'listingForm.error.carpetOverSuper',
  'Choose the unit of the plot area': 'listingForm.error.plotUnit',
  'Floor cannot be above the total floors': 'listingForm.error.floorAbove',
  'Possession date is required for a property under construction': 'listingForm.error.possessionDate',
  [RERA_REQUIRED_PROJECT]: 'listingForm.error.reraProject',
  [RERA_REQUIRED_PROPERTY]: 'listingForm.error.reraProperty',
  [RERA_EXEMPT_REASON_REQUIRED]: 'listingForm.error.reraReason',
  [RERA_NUMBER_MESSAGE]: 'listingForm.error.reraPattern',
  [DEPOSIT_TWICE]: 'listingForm.error.depositTwice',
  'Select one of our projects': 'listingForm.error.project',
  [UNIT_TYPE_MESSAGE]: 'listingForm.error.unitTypeOfProject',
  [AVAILABILITY_MISMATCH]: 'listingForm.error.availability',
  'Invalid category value': 'listingForm.error.category',
  'Name the unit type, e.g. 3 BHK': 'listingForm.error.unitLabel',
  [CARPET_RANGE_MESSAGE]: 'listingForm.error.carpetRange',
  [PRICE_RANGE_MESSAGE]: 'listingForm.error.priceRange',
  [BHK_REQUIRED]: 'listingForm.error.bhk',
  'BHK must be a whole number from 1 to 10': 'listingForm.error.bhkRange',
  'Two unit types have the same name': 'listingForm.error.sameName',
  'This property was changed by someone else. Reload to see their changes.': 'listingForm.conflictProperty',
  'This project was changed by someone else. Reload to see their changes.': 'listingForm.conflictProject',
};

/** The fields' names as the contract's messages begin, by their key in 'listingForm.field'. */
const fields: Record<string, string> = {
  Title: 'title',
  Slug: 'slug',
  Description: 'description',
  Location: 'location',
  Address: 'address',
  Price: 'price',
  Sqt: 'sqt',
  Bedrooms: 'bedrooms',
  Bathrooms: 'bathrooms',
  'Carpet area': 'carpetArea',
  'Built-up area': 'builtUpArea',
  'Super built-up area': 'superBuiltUpArea',
  'Plot area': 'plotArea',
  'Possession date': 'possessionDate',
  Age: 'age',
  Floor: 'floor',
  'Total floors': 'totalFloors',
  Parking: 'parking',
  'Maintenance deposit': 'maintenanceDeposit',
  'Advance maintenance': 'maintenanceAdvance',
  'Security deposit': 'securityDeposit',
  'Deposit in months': 'depositMonths',
  'Monthly maintenance': 'monthlyMaintenance',
  'Lock-in period': 'lockIn',
  'Total units': 'totalUnits',
  'Unit type': 'unitType',
  'Carpet area from': 'carpetFrom',
  'Carpet area to': 'carpetTo',
  'Price from': 'priceFrom',
  'Price to': 'priceTo',
  'Visit length': 'visitLength',
  'RERA number': 'reraNumber',
};

/** A message made for a field: its pattern (the field's name first), its id, and the names of the numbers after the name. */
const patterns: [RegExp, ListingFormsMessageId, string[]][] = [
  [/^(.+) is required$/, 'listingForm.error.required', []],
  [/^(.+) must be at least (\d+) characters long$/, 'listingForm.error.minLength', ['count']],
  [/^(.+) must be at most (\d+) characters long$/, 'listingForm.error.maxLength', ['count']],
  [/^(.+) must be a whole number$/, 'listingForm.error.wholeNumber', []],
  [/^(.+) must be a whole number up to 99$/, 'listingForm.error.upTo99', []],
  [/^(.+) must be at most (\d+)$/, 'listingForm.error.atMost', ['max']],
  [/^(.+) is too large$/, 'listingForm.error.tooLarge', []],
  [/^(.+) must be more than 0$/, 'listingForm.error.moreThanZero', []],
  [/^(.+) must be a month \(YYYY-MM\)$/, 'listingForm.error.month', []],
  [/^(.+) must be from (\d+) to (\d+) minutes$/, 'listingForm.error.minutes', ['min', 'max']],
  [/^(.+) must be (?:whole minutes|a number of minutes)$/, 'listingForm.error.wholeMinutes', []],
  [/^(.+) must be on one line$/, 'listingForm.error.oneLine', []],
];

/** `id` in the page's language, or null while the area's words are on their way. */
function arrived(t: Translate, id: ListingFormsMessageId, values?: MessageValues): string | null {
  const text = t(id, values);
  return text === id ? null : text;
}

/** The contract's English `message` in the page's language, or null when it is not one of the forms'. */
export function listingFormMessage(t: Translate, message: string): string | null {
  const id = fixed[message];
  if (id) return arrived(t, id);
  for (const [pattern, patternId, names] of patterns) {
    const match = pattern.exec(message);
    const field = match && fields[match[1]!];
    if (!match || !field) continue;
    const numbers = Object.fromEntries(names.map((name, at) => [name, match[at + 2]!]));
    const name = arrived(t, 'listingForm.field', { field });
    return name && arrived(t, patternId, { ...numbers, field: name });
  }
  return null;
}

// The forms' messages are known wherever a field or toast shows one, once this code has loaded.
addFormMessages(listingFormMessage);
