/**
 * Draws the PWA icons, the favicon, the listing placeholder and the home hero from SVG with
 * sharp. Run `npx tsx scripts/make-icons.ts`; the outputs in pwa/public/ are committed.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = (name: string) => fileURLToPath(new URL(`../pwa/public/${name}`, import.meta.url));

const BRAND_DARK = '#06242c';
const BRAND = '#12525f';
const ACCENT = '#f6a823';

/** The mark: an amber roof over a white house outline with an amber door. */
function mark(): string {
  return `
    <path d="M128 252 L256 142 L384 252" fill="none" stroke="${ACCENT}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M168 238 V356 a20 20 0 0 0 20 20 H324 a20 20 0 0 0 20 -20 V238" fill="none" stroke="#ffffff" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="228" y="290" width="56" height="86" rx="10" fill="${ACCENT}"/>`;
}

function icon({ rounded, scale }: { rounded: boolean; scale: number }): string {
  const offset = (512 - 512 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" ${rounded ? 'rx="112"' : ''} fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset + 8 * scale}) scale(${scale})">${mark()}</g>
</svg>`;
}

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef7f8"/><stop offset="1" stop-color="#d4ecef"/></linearGradient>
  </defs>
  <rect width="800" height="600" fill="url(#p)"/>
  <g transform="translate(272 150) scale(0.5)" opacity="0.9">
    <path d="M128 252 L256 142 L384 252" fill="none" stroke="#3f98a6" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M168 238 V356 a20 20 0 0 0 20 20 H324 a20 20 0 0 0 20 -20 V238" fill="none" stroke="#78bcc6" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="228" y="290" width="56" height="86" rx="10" fill="#78bcc6"/>
  </g>
</svg>`;

/** A modern villa at dusk, house on the right so the hero text can sit on the left. */
function hero(viewBox: string, width: number, height: number): string {
  const lit = (x: number, y: number, w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>`;
  const skyline = [
    [0, 500, 70],
    [60, 470, 55],
    [110, 520, 80],
    [180, 440, 60],
    [235, 490, 70],
    [300, 410, 50],
    [345, 470, 90],
    [430, 500, 60],
    [485, 455, 48],
    [528, 520, 85],
    [610, 480, 60],
    [665, 540, 75],
    [735, 505, 55],
    [785, 560, 70],
  ]
    .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${650 - y}" fill="#0f3440"/>`)
    .join('');
  let windows = '';
  for (const [x, y, w] of [
    [15, 520, 40],
    [190, 460, 40],
    [310, 430, 30],
    [360, 490, 60],
    [495, 475, 28],
    [620, 500, 40],
    [745, 525, 35],
  ]) {
    for (let row = 0; row < 6; row += 1) {
      for (let col = 0; col < Math.floor(w / 12); col += 1) {
        if ((row * 7 + col * 3 + x) % 5 < 2) {
          windows += `<rect x="${x + col * 12 + 3}" y="${y + row * 22}" width="5" height="8" fill="#f9cf7a" opacity="0.55"/>`;
        }
      }
    }
  }
  const palm = (x: number, y: number, s: number, flip = 1) => `
    <g transform="translate(${x} ${y}) scale(${s * flip} ${s})" fill="#061a20">
      <path d="M-6 0 C -2 -120 10 -220 30 -300 L 40 -298 C 22 -220 12 -120 8 0 Z"/>
      <path d="M35 -300 C 0 -330 -70 -330 -120 -290 C -70 -310 -20 -305 30 -290 Z"/>
      <path d="M35 -300 C 10 -350 -40 -380 -95 -375 C -40 -360 0 -335 30 -296 Z"/>
      <path d="M35 -300 C 60 -350 110 -370 160 -355 C 110 -350 70 -330 40 -296 Z"/>
      <path d="M35 -300 C 80 -310 140 -290 175 -245 C 130 -280 85 -290 40 -292 Z"/>
      <path d="M35 -300 C 40 -340 30 -380 10 -410 C 45 -385 55 -345 42 -298 Z"/>
      <path d="M35 -300 C 0 -290 -40 -260 -60 -215 C -30 -255 5 -280 36 -294 Z"/>
    </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#061c24"/>
      <stop offset="0.38" stop-color="#10404c"/>
      <stop offset="0.58" stop-color="#3b6a6e"/>
      <stop offset="0.67" stop-color="#b99660"/>
      <stop offset="0.72" stop-color="#f4b766"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffd98c" stop-opacity="0.95"/>
      <stop offset="0.35" stop-color="#f7a94b" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#f7a94b" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d3b33"/><stop offset="1" stop-color="#08171a"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffe7b0"/><stop offset="0.6" stop-color="#f8bf5f"/><stop offset="1" stop-color="#d98a2b"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#efe9dd"/><stop offset="1" stop-color="#c9c1b2"/>
    </linearGradient>
    <linearGradient id="wallUp" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#f6f1e7"/><stop offset="1" stop-color="#d3cbbc"/>
    </linearGradient>
    <linearGradient id="pool" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4fc3cf"/><stop offset="1" stop-color="#176d7a"/>
    </linearGradient>
    <radialGradient id="spill" cx="0.5" cy="0" r="0.7">
      <stop offset="0" stop-color="#f8bf5f" stop-opacity="0.45"/><stop offset="1" stop-color="#f8bf5f" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1180" cy="640" r="420" fill="url(#sun)"/>
  ${[
    [120, 80],
    [260, 140],
    [420, 60],
    [610, 120],
    [760, 40],
    [930, 100],
    [1100, 50],
    [1320, 90],
    [1480, 40],
    [1540, 150],
    [60, 200],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="#fff" opacity="0.7"/>`)
    .join('')}
  ${skyline}${windows}
  <rect x="0" y="640" width="1600" height="260" fill="url(#ground)"/>
  <ellipse cx="1180" cy="710" rx="420" ry="70" fill="url(#spill)"/>
  <!-- villa -->
  <rect x="1000" y="440" width="420" height="125" fill="url(#wallUp)"/>
  ${lit(1030, 462, 250, 84)}
  <path d="M1092 462 V546 M1155 462 V546 M1218 462 V546" stroke="#3b2f25" stroke-width="4"/>
  <rect x="1300" y="462" width="96" height="84" fill="#7b4e33"/>
  <path d="M1312 462 V546 M1324 462 V546 M1336 462 V546 M1348 462 V546 M1360 462 V546 M1372 462 V546 M1384 462 V546" stroke="#5e3a25" stroke-width="3"/>
  <rect x="968" y="424" width="486" height="18" fill="#23282c"/>
  <rect x="900" y="560" width="560" height="142" fill="url(#wall)"/>
  ${lit(950, 584, 320, 112)}
  <path d="M1030 584 V696 M1110 584 V696 M1190 584 V696 M950 640 H1270" stroke="#3b2f25" stroke-width="4"/>
  <rect x="1290" y="580" width="150" height="122" fill="#8a5a3b"/>
  <path d="M1302 580 V702 M1314 580 V702 M1326 580 V702 M1338 580 V702 M1350 580 V702 M1362 580 V702 M1374 580 V702 M1386 580 V702 M1398 580 V702 M1410 580 V702 M1422 580 V702" stroke="#6b4229" stroke-width="3"/>
  <rect x="876" y="548" width="610" height="16" fill="#23282c"/>
  <!-- terrace rail -->
  <path d="M1000 424 V400 H1190" stroke="#23282c" stroke-width="4" fill="none" opacity="0.8"/>
  <!-- pool and deck -->
  <rect x="860" y="702" width="660" height="14" fill="#b9b0a0"/>
  <rect x="900" y="716" width="560" height="52" rx="4" fill="url(#pool)"/>
  <rect x="950" y="722" width="320" height="10" fill="#ffe3a3" opacity="0.35"/>
  <rect x="1000" y="740" width="220" height="6" fill="#ffe3a3" opacity="0.25"/>
  <!-- shrubs -->
  <ellipse cx="905" cy="700" rx="48" ry="26" fill="#0d2a22"/>
  <ellipse cx="1470" cy="704" rx="54" ry="24" fill="#0d2a22"/>
  <ellipse cx="1540" cy="706" rx="44" ry="22" fill="#0a211b"/>
  ${palm(840, 712, 0.95)}
  ${palm(1560, 716, 0.85, -1)}
  ${palm(760, 720, 0.7, -1)}
  <rect x="0" y="768" width="1600" height="132" fill="#061316" opacity="0.35"/>
</svg>`;
}

async function main() {
  await sharp(Buffer.from(icon({ rounded: true, scale: 1 })))
    .resize(192, 192)
    .png()
    .toFile(out('pwa-192x192.png'));
  await sharp(Buffer.from(icon({ rounded: true, scale: 1 })))
    .resize(512, 512)
    .png()
    .toFile(out('pwa-512x512.png'));
  // Maskable: full bleed, the mark inside the 80 % safe circle.
  await sharp(Buffer.from(icon({ rounded: false, scale: 0.72 })))
    .resize(512, 512)
    .png()
    .toFile(out('maskable-512x512.png'));
  await sharp(Buffer.from(icon({ rounded: false, scale: 0.86 })))
    .resize(180, 180)
    .png()
    .toFile(out('apple-touch-icon.png'));
  await writeFile(out('favicon.svg'), icon({ rounded: true, scale: 1 }).replace(/\n\s*/g, ''));
  await writeFile(out('placeholder-property.svg'), placeholder.replace(/\n\s*/g, ''));

  await sharp(Buffer.from(hero('0 0 1600 900', 1600, 900)))
    .webp({ quality: 76, effort: 6 })
    .toFile(out('hero-1600.webp'));
  // The picture link previews show for pages without one of their own: JPEG, which every app reads.
  await sharp(Buffer.from(hero('0 0 1600 900', 1600, 900)))
    .resize(1200, 630, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out('share-1200x630.jpg'));
  // Phones: a portrait crop around the villa.
  await sharp(Buffer.from(hero('820 0 720 900', 800, 1000)))
    .webp({ quality: 74, effort: 6 })
    .toFile(out('hero-800.webp'));
}

await main();
