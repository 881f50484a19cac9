/**
 * Surat's localities in English, Gujarati and Hindi, as residents and advertisements write them
 * (with the common spellings of each). Listings store the English name (`Vesu, Surat`); a search
 * typed in Gujarati or Hindi ('વેસુ', 'वेसू') reads as the English name (englishLocalities), and
 * a page in Gujarati or Hindi can show a locality in its own script (localityName).
 */

/** English name, then its Gujarati and Hindi forms: the first of each is how it is shown. */
export const gazetteer: readonly { en: string; gu: readonly string[]; hi: readonly string[] }[] = [
  { en: 'Vesu', gu: ['વેસુ', 'વેસૂ'], hi: ['वेसू', 'वेसु'] },
  { en: 'Adajan', gu: ['અડાજણ', 'અડાજન'], hi: ['अडाजण', 'अडाजन'] },
  { en: 'Pal', gu: ['પાલ'], hi: ['पाल'] },
  { en: 'Piplod', gu: ['પીપલોદ', 'પિપલોદ'], hi: ['पिपलोद', 'पीपलोद'] },
  { en: 'Athwa', gu: ['અઠવા', 'અઠવાલાઇન્સ'], hi: ['अठवा'] },
  { en: 'City Light', gu: ['સિટીલાઇટ', 'સિટી લાઇટ'], hi: ['सिटीलाइट', 'सिटी लाइट'] },
  { en: 'Althan', gu: ['અલથાણ', 'અલથાન'], hi: ['अलथाण', 'अलथान'] },
  { en: 'Katargam', gu: ['કતારગામ'], hi: ['कतारगाम'] },
  { en: 'Mota Varachha', gu: ['મોટા વરાછા'], hi: ['मोटा वराछा'] },
  { en: 'Varachha', gu: ['વરાછા'], hi: ['वराछा'] },
  { en: 'Udhna', gu: ['ઉધના'], hi: ['उधना'] },
  { en: 'Dumas', gu: ['ડુમસ'], hi: ['डुमस'] },
  { en: 'Khajod', gu: ['ખજોદ'], hi: ['खजोद'] },
  { en: 'Ghod Dod Road', gu: ['ઘોડદોડ રોડ', 'ઘોડ દોડ રોડ'], hi: ['घोड़दौड़ रोड', 'घोडदोड रोड'] },
  { en: 'Parle Point', gu: ['પાર્લે પોઇન્ટ', 'પારલે પોઇન્ટ'], hi: ['पार्ले पॉइंट', 'पारले पॉइंट'] },
  { en: 'Bhatar', gu: ['ભટાર'], hi: ['भटार'] },
  { en: 'Jahangirpura', gu: ['જહાંગીરપુરા'], hi: ['जहाँगीरपुरा', 'जहांगीरपुरा'] },
  { en: 'Rander', gu: ['રાંદેર'], hi: ['रांदेर', 'रान्देर'] },
  { en: 'Sarthana', gu: ['સરથાણા', 'સરથાણ'], hi: ['सरथाणा', 'सरथाना'] },
  { en: 'Palanpur', gu: ['પાલનપુર'], hi: ['पालनपुर'] },
  { en: 'Magdalla', gu: ['મગદલ્લા'], hi: ['मगदल्ला'] },
  { en: 'Hazira Road', gu: ['હજીરા રોડ'], hi: ['हजीरा रोड'] },
  { en: 'Ring Road', gu: ['રિંગ રોડ'], hi: ['रिंग रोड'] },
  { en: 'VIP Road', gu: ['વીઆઈપી રોડ', 'વી.આઈ.પી. રોડ'], hi: ['वीआईपी रोड'] },
  { en: 'Sachin', gu: ['સચિન'], hi: ['सचिन'] },
  { en: 'Kamrej', gu: ['કામરેજ'], hi: ['कामरेज'] },
  { en: 'Olpad', gu: ['ઓલપાડ'], hi: ['ओलपाड'] },
  { en: 'Surat', gu: ['સુરત'], hi: ['सूरत', 'सुरत'] },
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
