/** The maps' pin: the site's pin icon, drawn in HTML so Leaflet needs no image of its own. */
import L from 'leaflet';

export const BRAND = '#12525f';
export const ACCENT = '#e08a0b';

export const pinIcon = L.divIcon({
  className: '',
  iconSize: [32, 40],
  iconAnchor: [16, 38],
  html: `<svg viewBox="0 0 24 24" width="32" height="40" fill="${ACCENT}" stroke="${BRAND}" stroke-width="1.5"><path d="M20 10c0 5-5.54 10.19-7.4 11.8a1 1 0 0 1-1.2 0C9.54 20.19 4 15 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3" fill="#fff"/></svg>`,
});
