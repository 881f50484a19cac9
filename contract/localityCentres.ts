/**
 * Each locality's centre as [lat, lng], by the gazetteer's English name: where the map opens on the
 * office's forms, and where the demo and the benchmark place their listings. Kept apart from the
 * gazetteer, whose names every page in Gujarati or Hindi reads, so no public page's script carries them.
 */
import type { LocalityName } from './localityNames.ts';

export const localityCentres: Readonly<Record<LocalityName, readonly [number, number]>> = {
  Vesu: [21.1418, 72.7709],
  Adajan: [21.1959, 72.7933],
  Pal: [21.2036, 72.7682],
  Piplod: [21.157, 72.772],
  Athwa: [21.178, 72.809],
  'City Light': [21.165, 72.796],
  Althan: [21.15, 72.801],
  Katargam: [21.229, 72.833],
  'Mota Varachha': [21.24, 72.88],
  Varachha: [21.21, 72.86],
  Udhna: [21.17, 72.843],
  Dumas: [21.095, 72.73],
  Khajod: [21.108, 72.795],
  'Ghod Dod Road': [21.18, 72.8],
  'Parle Point': [21.17, 72.79],
  Bhatar: [21.16, 72.815],
  Jahangirpura: [21.222, 72.78],
  Rander: [21.22, 72.797],
  Sarthana: [21.233, 72.905],
  Palanpur: [21.205, 72.756],
  Magdalla: [21.123, 72.742],
  'Hazira Road': [21.17, 72.74],
  'Ring Road': [21.195, 72.835],
  'VIP Road': [21.145, 72.78],
  Sachin: [21.085, 72.88],
  Kamrej: [21.27, 72.96],
  Olpad: [21.336, 72.751],
  Surat: [21.1702, 72.8311],
};

const byName = new Map(Object.entries(localityCentres).map(([name, centre]) => [name.toLowerCase(), centre]));

/** The centre of the locality a `location` names ('Vesu, Surat' → Vesu's); Surat's when it names none. */
export function localityCentre(location: string): readonly [number, number] {
  const locality = location.split(',')[0] ?? '';
  return byName.get(locality.trim().toLowerCase()) ?? localityCentres.Surat;
}
