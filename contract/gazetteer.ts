/**
 * Surat's localities in English, Gujarati and Hindi, as residents and advertisements write them
 * (with the common spellings of each). Listings store the English name (`Vesu, Surat`); a search
 * typed in Gujarati or Hindi ('વેસુ', 'वेसू') reads as the English name (englishLocalities), and
 * a page in Gujarati or Hindi can show a locality in its own script (localityName).
 */
import { LOCALITY_NAMES, type LocalityName } from './localityNames.ts';

/** Each locality's Gujarati and Hindi forms (the first of each is how it is shown); centres: localityCentres.ts. */
const forms: Record<LocalityName, { gu: readonly string[]; hi: readonly string[] }> = {
  Vesu: { gu: ['વેસુ', 'વેસૂ'], hi: ['वेसू', 'वेसु'] },
  Adajan: { gu: ['અડાજણ', 'અડાજન'], hi: ['अडाजण', 'अडाजन'] },
  Pal: { gu: ['પાલ'], hi: ['पाल'] },
  Piplod: { gu: ['પીપલોદ', 'પિપલોદ'], hi: ['पिपलोद', 'पीपलोद'] },
  Athwa: { gu: ['અઠવા', 'અઠવાલાઇન્સ'], hi: ['अठवा'] },
  'City Light': { gu: ['સિટીલાઇટ', 'સિટી લાઇટ'], hi: ['सिटीलाइट', 'सिटी लाइट'] },
  Althan: { gu: ['અલથાણ', 'અલથાન'], hi: ['अलथाण', 'अलथान'] },
  Katargam: { gu: ['કતારગામ'], hi: ['कतारगाम'] },
  'Mota Varachha': { gu: ['મોટા વરાછા'], hi: ['मोटा वराछा'] },
  Varachha: { gu: ['વરાછા'], hi: ['वराछा'] },
  Udhna: { gu: ['ઉધના'], hi: ['उधना'] },
  Dumas: { gu: ['ડુમસ'], hi: ['डुमस'] },
  Khajod: { gu: ['ખજોદ'], hi: ['खजोद'] },
  'Ghod Dod Road': { gu: ['ઘોડદોડ રોડ', 'ઘોડ દોડ રોડ'], hi: ['घोड़दौड़ रोड', 'घोडदोड रोड'] },
  'Parle Point': { gu: ['પાર્લે પોઇન્ટ', 'પારલે પોઇન્ટ'], hi: ['पार्ले पॉइंट', 'पारले पॉइंट'] },
  Bhatar: { gu: ['ભટાર'], hi: ['भटार'] },
  Jahangirpura: { gu: ['જહાંગીરપુરા'], hi: ['जहाँगीरपुरा', 'जहांगीरपुरा'] },
  Rander: { gu: ['રાંદેર'], hi: ['रांदेर', 'रान्देर'] },
  Sarthana: { gu: ['સરથાણા', 'સરથાણ'], hi: ['सरथाणा', 'सरथाना'] },
  Palanpur: { gu: ['પાલનપુર'], hi: ['पालनपुर'] },
  Magdalla: { gu: ['મગદલ્લા'], hi: ['मगदल्ला'] },
  'Hazira Road': { gu: ['હજીરા રોડ'], hi: ['हजीरा रोड'] },
  'Ring Road': { gu: ['રિંગ રોડ'], hi: ['रिंग रोड'] },
  'VIP Road': { gu: ['વીઆઈપી રોડ', 'વી.આઈ.પી. રોડ'], hi: ['वीआईपी रोड'] },
  Sachin: { gu: ['સચિન'], hi: ['सचिन'] },
  Kamrej: { gu: ['કામરેજ'], hi: ['कामरेज'] },
  Olpad: { gu: ['ઓલપાડ'], hi: ['ओलपाड'] },
  Surat: { gu: ['સુરત'], hi: ['सूरत', 'सुरत'] },
};

export const gazetteer: readonly { en: LocalityName; gu: readonly string[]; hi: readonly string[] }[] = LOCALITY_NAMES.map((en) => ({
  en,
  ...forms[en],
}));

/** Every Gujarati and Hindi form and its English name, longest first ('મોટા વરાછા' before 'વરાછા'). */
const written = gazetteer
  .flatMap((entry) => [...entry.gu, ...entry.hi].map((form) => ({ form: form.normalize('NFC'), en: entry.en })))
  .sort((a, b) => b.form.length - a.form.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form as a whole word: not inside a longer word of its script (letters and vowel signs, \p{M}). */
const pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${written.map((entry) => escape(entry.form)).join('|')})(?![\\p{L}\\p{M}])`, 'gu');
const english = new Map(written.map((entry) => [entry.form, entry.en]));

/** The text with each Gujarati or Hindi locality name in English: 'વેસુમાં 3 BHK' stays, 'વેસુ 3 BHK' → 'Vesu 3 BHK'. */
export function englishLocalities(text: string): string {
  return text.normalize('NFC').replace(pattern, (form) => english.get(form) ?? form);
}

const byEnglish = new Map(gazetteer.map((entry) => [entry.en.toLowerCase(), entry]));

/** A locality's name in `locale` ('Vesu' → 'વેસુ'); as it is when not in the gazetteer, or in English. */
export function localityName(name: string, locale: string): string {
  const entry = byEnglish.get(name.trim().toLowerCase());
  if (!entry || (locale !== 'gu' && locale !== 'hi')) return name;
  return entry[locale][0]!;
}
