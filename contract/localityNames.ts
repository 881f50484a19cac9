/**
 * Surat's localities by their English names, as listings store them (`Vesu, Surat`): the gazetteer's
 * entries, in its order. Apart from their Gujarati and Hindi forms (contract/gazetteer.ts) and their
 * centres (contract/localityCentres.ts), so a page that only links to a locality carries no more than the names.
 */
export const LOCALITY_NAMES = [
  'Vesu',
  'Adajan',
  'Pal',
  'Piplod',
  'Athwa',
  'City Light',
  'Althan',
  'Katargam',
  'Mota Varachha',
  'Varachha',
  'Udhna',
  'Dumas',
  'Khajod',
  'Ghod Dod Road',
  'Parle Point',
  'Bhatar',
  'Jahangirpura',
  'Rander',
  'Sarthana',
  'Palanpur',
  'Magdalla',
  'Hazira Road',
  'Ring Road',
  'VIP Road',
  'Sachin',
  'Kamrej',
  'Olpad',
  'Surat',
] as const;

export type LocalityName = (typeof LOCALITY_NAMES)[number];
