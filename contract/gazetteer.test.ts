import { describe, expect, it } from 'vitest';
import { englishLocalities, gazetteer, localityName } from './gazetteer.ts';

describe('the gazetteer of Surat localities', () => {
  it('reads Gujarati and Hindi locality names typed in a search as their English names', () => {
    expect(englishLocalities('વેસુ')).toBe('Vesu');
    expect(englishLocalities('वेसू')).toBe('Vesu');
    expect(englishLocalities('અડાજણ 2 BHK')).toBe('Adajan 2 BHK');
    expect(englishLocalities('सिटी लाइट में दुकान')).toBe('City Light में दुकान');
    expect(englishLocalities('मोटा वराछा')).toBe('Mota Varachha');
    expect(englishLocalities('પાલનપુર')).toBe('Palanpur');
  });

  it('leaves English text and a name inside a longer word alone', () => {
    expect(englishLocalities('3 BHK Vesu')).toBe('3 BHK Vesu');
    // 'પાલ' (Pal) is the start of 'પાલખી', which is no locality.
    expect(englishLocalities('પાલખી')).toBe('પાલખી');
  });

  it('shows a locality in the page’s language, and an unknown one as it is', () => {
    expect(localityName('Vesu', 'gu')).toBe('વેસુ');
    expect(localityName('adajan', 'hi')).toBe('अडाजण');
    expect(localityName('Vesu', 'en')).toBe('Vesu');
    expect(localityName('Somewhere', 'gu')).toBe('Somewhere');
  });

  it('has no form that stands for two localities', () => {
    const forms = gazetteer.flatMap((entry) => [...entry.gu, ...entry.hi]);
    expect(new Set(forms).size).toBe(forms.length);
  });
});
