/**
 * Surat's localities in English, Gujarati and Hindi, as residents and advertisements write them
 * (with the common spellings of each). Listings store the English name (`Vesu, Surat`); a search
 * typed in Gujarati or Hindi ('વેસુ', 'वेसू') reads as the English name (englishLocalities), and
 * a page in Gujarati or Hindi can show a locality in its own script (localityName).
 */

/**
 * English name, then its Gujarati and Hindi forms (the first of each is how it is shown), and the
 * locality's centre as [lat, lng]: where the map opens on the admin's form and the demo places its listings.
 */
export const gazetteer: readonly { en: string; gu: readonly string[]; hi: readonly string[]; centre: readonly [number, number] }[] = [
  { en: 'Vesu', gu: ['વેસુ', 'વેસૂ'], hi: ['वेसू', 'वेसु'], centre: [21.1418, 72.7709] },
  { en: 'Adajan', gu: ['અડાજણ', 'અડાજન'], hi: ['अडाजण', 'अडाजन'], centre: [21.1959, 72.7933] },
  { en: 'Pal', gu: ['પાલ'], hi: ['पाल'], centre: [21.2036, 72.7682] },
  { en: 'Piplod', gu: ['પીપલોદ', 'પિપલોદ'], hi: ['पिपलोद', 'पीपलोद'], centre: [21.157, 72.772] },
  { en: 'Athwa', gu: ['અઠવા', 'અઠવાલાઇન્સ'], hi: ['अठवा'], centre: [21.178, 72.809] },
  { en: 'City Light', gu: ['સિટીલાઇટ', 'સિટી લાઇટ'], hi: ['सिटीलाइट', 'सिटी लाइट'], centre: [21.165, 72.796] },
  { en: 'Althan', gu: ['અલથાણ', 'અલથાન'], hi: ['अलथाण', 'अलथान'], centre: [21.15, 72.801] },
  { en: 'Katargam', gu: ['કતારગામ'], hi: ['कतारगाम'], centre: [21.229, 72.833] },
  { en: 'Mota Varachha', gu: ['મોટા વરાછા'], hi: ['मोटा वराछा'], centre: [21.24, 72.88] },
  { en: 'Varachha', gu: ['વરાછા'], hi: ['वराछा'], centre: [21.21, 72.86] },
  { en: 'Udhna', gu: ['ઉધના'], hi: ['उधना'], centre: [21.17, 72.843] },
  { en: 'Dumas', gu: ['ડુમસ'], hi: ['डुमस'], centre: [21.095, 72.73] },
  { en: 'Khajod', gu: ['ખજોદ'], hi: ['खजोद'], centre: [21.108, 72.795] },
  { en: 'Ghod Dod Road', gu: ['ઘોડદોડ રોડ', 'ઘોડ દોડ રોડ'], hi: ['घोड़दौड़ रोड', 'घोडदोड रोड'], centre: [21.18, 72.8] },
  { en: 'Parle Point', gu: ['પાર્લે પોઇન્ટ', 'પારલે પોઇન્ટ'], hi: ['पार्ले पॉइंट', 'पारले पॉइंट'], centre: [21.17, 72.79] },
  { en: 'Bhatar', gu: ['ભટાર'], hi: ['भटार'], centre: [21.16, 72.815] },
  { en: 'Jahangirpura', gu: ['જહાંગીરપુરા'], hi: ['जहाँगीरपुरा', 'जहांगीरपुरा'], centre: [21.222, 72.78] },
  { en: 'Rander', gu: ['રાંદેર'], hi: ['रांदेर', 'रान्देर'], centre: [21.22, 72.797] },
  { en: 'Sarthana', gu: ['સરથાણા', 'સરથાણ'], hi: ['सरथाणा', 'सरथाना'], centre: [21.233, 72.905] },
  { en: 'Palanpur', gu: ['પાલનપુર'], hi: ['पालनपुर'], centre: [21.205, 72.756] },
  { en: 'Magdalla', gu: ['મગદલ્લા'], hi: ['मगदल्ला'], centre: [21.123, 72.742] },
  { en: 'Hazira Road', gu: ['હજીરા રોડ'], hi: ['हजीरा रोड'], centre: [21.17, 72.74] },
  { en: 'Ring Road', gu: ['રિંગ રોડ'], hi: ['रिंग रोड'], centre: [21.195, 72.835] },
  { en: 'VIP Road', gu: ['વીઆઈપી રોડ', 'વી.આઈ.પી. રોડ'], hi: ['वीआईपी रोड'], centre: [21.145, 72.78] },
  { en: 'Sachin', gu: ['સચિન'], hi: ['सचिन'], centre: [21.085, 72.88] },
  { en: 'Kamrej', gu: ['કામરેજ'], hi: ['कामरेज'], centre: [21.27, 72.96] },
  { en: 'Olpad', gu: ['ઓલપાડ'], hi: ['ओलपाड'], centre: [21.336, 72.751] },
  { en: 'Surat', gu: ['સુરત'], hi: ['सूरत', 'सुरत'], centre: [21.1702, 72.8311] },
];

/** Every Gujarati and Hindi form and its English name, longest first ('મોટા વરાછા' before 'વરાછા'). */
const forms = gazetteer
  .flatMap((entry) => [...entry.gu, ...entry.hi].map((form) => ({ form: form.normalize('NFC'), en: entry.en })))
  .sort((a, b) => b.form.length - a.form.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form as a whole word: not inside a longer word of its script (letters and vowel signs, \p{M}). */
const pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${forms.map((entry) => escape(entry.form)).join('|')})(?![\\p{L}\\p{M}])`, 'gu');
const english = new Map(forms.map((entry) => [entry.form, entry.en]));

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

/** The centre of the locality a `location` names ('Vesu, Surat' → Vesu's); Surat's when it names none in the gazetteer. */
export function localityCentre(location: string): readonly [number, number] {
  const locality = location.split(',')[0] ?? '';
  return (byEnglish.get(locality.trim().toLowerCase()) ?? byEnglish.get('surat')!).centre;
}
