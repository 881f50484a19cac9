/** A project's unit types as the price list's form sends them, for the tests of the price list and its guard. */
import { randomUUID } from 'node:crypto';
import type { UnitTypeFormInput } from '../../contract/unitTypes.ts';

export const threeBhk = (overrides: Partial<UnitTypeFormInput> = {}): UnitTypeFormInput => ({
  id: randomUUID(),
  label: '3 BHK',
  kind: 'bhk',
  bhk: 3,
  carpetMin: 1180,
  carpetMax: 1320,
  priceMin: 8_500_000,
  priceMax: 11_000_000,
  availability: 'few_left',
  ...overrides,
});
