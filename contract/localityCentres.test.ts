import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.ts';
import { localityCentre, localityCentres } from './localityCentres.ts';
import { insideSurat } from './places.ts';

describe('the centres of Surat localities', () => {
  it('places every locality’s centre inside greater Surat, and an unknown locality at the city’s centre', () => {
    for (const entry of gazetteer) expect(insideSurat(...localityCentre(entry.en)), entry.en).toBe(true);
    expect(localityCentre('Vesu, Surat')).toEqual(localityCentres.Vesu);
    expect(localityCentre('Somewhere, Surat')).toEqual(localityCentre('Surat'));
  });

  it('has a centre for each locality of the gazetteer and for no other', () => {
    expect(Object.keys(localityCentres).sort()).toEqual(gazetteer.map((entry) => entry.en).sort());
  });
});
