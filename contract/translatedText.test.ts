import { describe, expect, it } from 'vitest';
import { descriptionIn, titleIn } from './translatedText.ts';

const listing = {
  title: '3 BHK flat in Vesu',
  titleGu: 'વેસુમાં 3 BHK ફ્લેટ',
  titleHi: null,
  description: 'Corner flat, park facing.',
  descriptionGu: '',
  descriptionHi: 'कोने का फ्लैट, पार्क की ओर।',
};
const project = { title: 'Shreeji Heights', titleGu: null, titleHi: 'श्रीजी हाइट्स' };

describe('a title or description in the page language', () => {
  it('shows the Gujarati title on a Gujarati page, marked Gujarati', () => {
    expect(titleIn(listing, 'gu')).toEqual({ text: 'વેસુમાં 3 BHK ફ્લેટ', lang: 'gu' });
  });

  it('falls back to the English, marked English, where no translation was written', () => {
    expect(titleIn(listing, 'hi')).toEqual({ text: '3 BHK flat in Vesu', lang: 'en' });
    expect(descriptionIn(listing, 'gu')).toEqual({ text: 'Corner flat, park facing.', lang: 'en' });
  });

  it('shows the English on an English page even where translations exist', () => {
    expect(titleIn(listing, 'en')).toEqual({ text: '3 BHK flat in Vesu', lang: 'en' });
    expect(descriptionIn(listing, 'en')).toEqual({ text: 'Corner flat, park facing.', lang: 'en' });
  });

  it('reads a project the same way as a listing', () => {
    expect(titleIn(project, 'hi')).toEqual({ text: 'श्रीजी हाइट्स', lang: 'hi' });
    expect(titleIn(project, 'gu')).toEqual({ text: 'Shreeji Heights', lang: 'en' });
  });

  it('gives an empty English description for a record stored before it had one', () => {
    expect(descriptionIn(project, 'hi')).toEqual({ text: '', lang: 'en' });
  });
});
