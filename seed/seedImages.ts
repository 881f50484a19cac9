/**
 * Illustrations for the demo listings, drawn as SVG and encoded to JPEG with sharp, so the
 * seed needs no downloads and no fonts. The same spec always gives the same bytes.
 */
import sharp from 'sharp';

/** What a picture shows; `project` is a township still being built (towers and a crane). */
export const seedImageKinds = [
  'apartment',
  'pg',
  'bungalow',
  'plot',
  'farmhouse',
  'shop',
  'showroom',
  'office',
  'commercial-plot',
  'project',
] as const;
export type SeedImageKind = (typeof seedImageKinds)[number];

export const seedPalettes = ['morning', 'noon', 'golden', 'dusk', 'monsoon'] as const;
export type SeedPalette = (typeof seedPalettes)[number];

export interface SeedImageSpec {
  /** One of `seedImageKinds`; anything else is drawn as an apartment tower. */
  kind: string;
  seed: number;
  /** Not drawn (no fonts needed); it only varies the picture. */
  label?: string;
  /** Time of day; picked from the seed when absent. */
  palette?: string;
  width?: number;
  height?: number;
}

const W = 1280;
const H = 853;
const JPEG_QUALITY = 78;

export async function drawSeedImage(spec: SeedImageSpec): Promise<Buffer> {
  const width = Math.max(16, Math.round(spec.width ?? W));
  const height = Math.max(16, Math.round(spec.height ?? H));
  const svg = seedImageSvg({ ...spec, width, height });
  return sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover' }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** The SVG behind `drawSeedImage`, drawn on a 1280x853 canvas and cropped to fill the size asked. */
export function seedImageSvg(spec: SeedImageSpec): string {
  const width = Math.round(spec.width ?? W);
  const height = Math.round(spec.height ?? H);
  const kind: SeedImageKind = (seedImageKinds as readonly string[]).includes(spec.kind) ? (spec.kind as SeedImageKind) : 'apartment';
  const rng = createRng(hashText(`${kind}|${spec.seed}|${spec.label ?? ''}`));
  const palette: SeedPalette = (seedPalettes as readonly string[]).includes(spec.palette ?? '')
    ? (spec.palette as SeedPalette)
    : rng.pick(seedPalettes);
  const scene = new Scene(rng, skies[palette]);
  scene.draw(kind);
  return scene.toSvg(width, height);
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for pictures. */
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
}

// ---------------------------------------------------------------------------------------------
// Colours

interface Sky {
  top: string;
  middle: string;
  bottom: string;
  sun: string;
  sunGlow: string;
  sunHeight: number;
  cloud: string;
  cloudOpacity: number;
  haze: string;
  ground: string;
  groundFar: string;
  light: number;
  litWindows: number;
}

const skies: Record<SeedPalette, Sky> = {
  morning: {
    top: '#6fa9dc',
    middle: '#a9cdea',
    bottom: '#f3e6cf',
    sun: '#fff6d8',
    sunGlow: '#ffe9b0',
    sunHeight: 0.55,
    cloud: '#ffffff',
    cloudOpacity: 0.85,
    haze: '#b9c9d6',
    ground: '#7d9a57',
    groundFar: '#9fb27a',
    light: 1,
    litWindows: 0.05,
  },
  noon: {
    top: '#3f8fd8',
    middle: '#79b6e8',
    bottom: '#d4eaf6',
    sun: '#ffffff',
    sunGlow: '#fff8dc',
    sunHeight: 0.15,
    cloud: '#ffffff',
    cloudOpacity: 0.95,
    haze: '#a8c2d8',
    ground: '#6f9a4c',
    groundFar: '#93b36c',
    light: 1.05,
    litWindows: 0,
  },
  golden: {
    top: '#5d7fc0',
    middle: '#f0b88a',
    bottom: '#ffdca6',
    sun: '#fff1c4',
    sunGlow: '#ffc67a',
    sunHeight: 0.7,
    cloud: '#ffe4cc',
    cloudOpacity: 0.8,
    haze: '#d9b49c',
    ground: '#8c9450',
    groundFar: '#b3a670',
    light: 0.97,
    litWindows: 0.2,
  },
  dusk: {
    top: '#2b3a6b',
    middle: '#9c6a95',
    bottom: '#f2a56f',
    sun: '#ffd9a0',
    sunGlow: '#ff9c6b',
    sunHeight: 0.88,
    cloud: '#c98aa0',
    cloudOpacity: 0.6,
    haze: '#8d7a9a',
    ground: '#4f5d3e',
    groundFar: '#6f6c58',
    light: 0.78,
    litWindows: 0.6,
  },
  monsoon: {
    top: '#7b8fa6',
    middle: '#a9b8c8',
    bottom: '#dfe5ea',
    sun: '#f4f6f8',
    sunGlow: '#e6ebf0',
    sunHeight: 0.3,
    cloud: '#eef1f4',
    cloudOpacity: 0.9,
    haze: '#aab6c0',
    ground: '#5f9448',
    groundFar: '#84ad66',
    light: 0.92,
    litWindows: 0.12,
  },
};

function parseHex(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

const plasterColors = ['#f4efe6', '#ece3d3', '#e9e4dc', '#f1ebe1', '#e2e5e7', '#efe4d8'];
const accentColors = ['#c27a4b', '#8a6a52', '#5c7a93', '#b3845a', '#7b8b6a', '#a15c4e', '#4f6f78', '#9a7b4f'];
const signColors = ['#d64541', '#2f7fc1', '#f0a030', '#2e9e6a', '#8e44ad', '#e2682a', '#1f6f8b', '#c0392b'];
const glassTints = ['#6f9fc4', '#5b8db5', '#7fb0c9', '#4f7f9f', '#6a9db0'];
const leafColors = ['#3f7a3a', '#4d8a3f', '#356b34', '#5a9444', '#2f6530'];

// ---------------------------------------------------------------------------------------------
// The scene

const f = (n: number) => (Math.round(n * 10) / 10).toString();

class Scene {
  private readonly defs: string[] = [];
  private readonly back: string[] = [];
  private readonly body: string[] = [];
  private horizon = 600;

  constructor(
    private readonly rng: Rng,
    private readonly sky: Sky,
  ) {}

  draw(kind: SeedImageKind): void {
    const r = this.rng;
    switch (kind) {
      case 'apartment':
        this.horizon = r.range(600, 640);
        this.backdrop('city');
        this.apartmentCluster(r.int(1, 3), 13, 22);
        this.frontGarden();
        this.road();
        break;
      case 'pg':
        this.horizon = r.range(610, 640);
        this.backdrop('city');
        this.apartmentCluster(r.int(1, 2), 5, 8);
        this.frontGarden();
        this.road();
        break;
      case 'project':
        this.horizon = r.range(600, 630);
        this.backdrop('city');
        this.apartmentCluster(r.int(3, 5), 14, 24, true);
        this.frontGarden(true);
        this.road();
        break;
      case 'bungalow':
        this.horizon = r.range(540, 580);
        this.backdrop('suburb');
        this.bungalow();
        this.road(true);
        break;
      case 'farmhouse':
        this.horizon = r.range(470, 520);
        this.backdrop('country');
        this.farmhouse();
        break;
      case 'plot':
        this.horizon = r.range(500, 540);
        this.backdrop('suburb');
        this.plot(false);
        this.road(true);
        break;
      case 'commercial-plot':
        this.horizon = r.range(500, 540);
        this.backdrop('city');
        this.plot(true);
        this.road();
        break;
      case 'shop':
        this.horizon = r.range(620, 650);
        this.backdrop('city');
        this.shopRow();
        this.road();
        this.twoWheelers(H - 78);
        break;
      case 'showroom':
        this.horizon = r.range(620, 650);
        this.backdrop('city');
        this.showroom();
        this.road();
        break;
      case 'office':
        this.horizon = r.range(610, 640);
        this.backdrop('city');
        this.officeTowers();
        this.frontGarden();
        this.road();
        break;
    }
  }

  toSvg(width: number, height: number): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
      `<defs>${this.defs.join('')}${this.vignetteDef()}</defs>`,
      ...this.back,
      ...this.body,
      `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
      '</svg>',
    ].join('');
  }

  // --- sky, background and ground ------------------------------------------------------------

  private backdrop(setting: 'city' | 'suburb' | 'country'): void {
    const { sky, rng: r } = this;
    this.defs.push(
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${sky.top}"/><stop offset="0.55" stop-color="${sky.middle}"/>` +
        `<stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`,
      `<radialGradient id="sunglow"><stop offset="0" stop-color="${sky.sunGlow}" stop-opacity="0.9"/>` +
        `<stop offset="1" stop-color="${sky.sunGlow}" stop-opacity="0"/></radialGradient>`,
      `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${sky.groundFar}"/><stop offset="1" stop-color="${sky.ground}"/></linearGradient>`,
    );
    this.back.push(`<rect width="${W}" height="${f(this.horizon + 2)}" fill="url(#sky)"/>`);

    const sunX = r.range(140, W - 140);
    const sunY = 60 + sky.sunHeight * (this.horizon - 160);
    this.back.push(
      `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="180" fill="url(#sunglow)"/>`,
      `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(r.range(30, 42))}" fill="${sky.sun}"/>`,
    );

    for (let i = 0, n = r.int(3, 6); i < n; i++) this.cloud(r.range(-60, W + 60), r.range(50, this.horizon * 0.55), r.range(0.6, 1.4));
    if (r.chance(0.6)) this.birds(r.range(200, W - 200), r.range(90, 220));

    const farHaze = mix(sky.haze, sky.bottom, 0.35);
    if (setting === 'city') {
      this.skyline(farHaze, 60, 190, 0.9);
      this.skyline(sky.haze, 30, 120, 1);
    } else if (setting === 'suburb') {
      this.skyline(farHaze, 20, 80, 0.8);
      this.treeLine(mix(sky.groundFar, sky.haze, 0.45), 30);
    } else {
      this.treeLine(mix(sky.groundFar, sky.haze, 0.6), 22);
      this.treeLine(mix(sky.groundFar, sky.haze, 0.3), 36);
    }
    this.back.push(`<rect y="${f(this.horizon)}" width="${W}" height="${f(H - this.horizon)}" fill="url(#ground)"/>`);
  }

  private cloud(x: number, y: number, scale: number): void {
    const r = this.rng;
    const puffs: string[] = [];
    for (let i = 0, n = r.int(3, 5); i < n; i++) {
      const dx = (i - n / 2) * 38 * scale + r.range(-10, 10);
      const rx = r.range(40, 70) * scale;
      const ry = r.range(18, 30) * scale;
      puffs.push(`<ellipse cx="${f(x + dx)}" cy="${f(y - r.range(0, 18) * scale)}" rx="${f(rx)}" ry="${f(ry)}"/>`);
    }
    puffs.push(`<ellipse cx="${f(x)}" cy="${f(y + 8 * scale)}" rx="${f(110 * scale)}" ry="${f(16 * scale)}"/>`);
    this.back.push(`<g fill="${this.sky.cloud}" opacity="${this.sky.cloudOpacity}">${puffs.join('')}</g>`);
  }

  private birds(x: number, y: number): void {
    const r = this.rng;
    const paths: string[] = [];
    for (let i = 0, n = r.int(3, 5); i < n; i++) {
      const bx = x + r.range(-70, 70);
      const by = y + r.range(-30, 30);
      const s = r.range(6, 10);
      paths.push(
        `M${f(bx - s)} ${f(by - s * 0.4)}q${f(s / 2)} ${f(-s * 0.3)} ${f(s)} ${f(s * 0.4)}q${f(s / 2)} ${f(-s * 0.7)} ${f(s)} ${f(-s * 0.4)}`,
      );
    }
    this.back.push(
      `<path d="${paths.join('')}" fill="none" stroke="${shade(this.sky.top, -0.55)}" stroke-width="2" stroke-linecap="round"/>`,
    );
  }

  private skyline(color: string, minHeight: number, maxHeight: number, opacity: number): void {
    const r = this.rng;
    const rects: string[] = [];
    let x = -20;
    while (x < W + 20) {
      const w = r.range(30, 90);
      const h = r.range(minHeight, maxHeight);
      rects.push(`<rect x="${f(x)}" y="${f(this.horizon - h)}" width="${f(w)}" height="${f(h + 4)}"/>`);
      if (r.chance(0.25)) rects.push(`<rect x="${f(x + w * 0.3)}" y="${f(this.horizon - h - 12)}" width="${f(w * 0.3)}" height="14"/>`);
      x += w + r.range(-8, 14);
    }
    this.back.push(`<g fill="${color}" opacity="${opacity}">${rects.join('')}</g>`);
  }

  private treeLine(color: string, height: number): void {
    const r = this.rng;
    const blobs: string[] = [];
    for (let x = -30; x < W + 40; x += r.range(22, 46)) {
      const rr = r.range(height * 0.5, height);
      blobs.push(`<circle cx="${f(x)}" cy="${f(this.horizon - rr * 0.6)}" r="${f(rr)}"/>`);
    }
    blobs.push(`<rect y="${f(this.horizon - height * 0.5)}" width="${W}" height="${f(height * 0.5 + 2)}"/>`);
    this.back.push(`<g fill="${color}">${blobs.join('')}</g>`);
  }

  private vignetteDef(): string {
    return (
      `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">` +
      `<stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/>` +
      `</radialGradient>`
    );
  }

  // --- shared street pieces -------------------------------------------------------------------

  private road(quiet = false): void {
    const r = this.rng;
    const top = H - (quiet ? 70 : 95);
    const kerbY = top - 16;
    const out: string[] = [];
    out.push(`<rect y="${f(kerbY - 18)}" width="${W}" height="20" fill="${shade('#c9bfae', this.sky.light - 1)}"/>`);
    // Kerb stones painted black and yellow, as on Surat's main roads.
    const stones: string[] = [];
    for (let x = 0, i = 0; x < W; x += 40, i++) {
      stones.push(`<rect x="${x}" y="${f(kerbY)}" width="40" height="16" fill="${i % 2 ? '#e8c547' : '#2f2f2f'}"/>`);
    }
    out.push(stones.join(''));
    out.push(`<rect y="${f(top)}" width="${W}" height="${f(H - top)}" fill="${shade('#4b4e52', this.sky.light - 1)}"/>`);
    const dashY = top + (H - top) * 0.55;
    const dashes: string[] = [];
    for (let x = r.range(-60, 0); x < W; x += 120) dashes.push(`<rect x="${f(x)}" y="${f(dashY)}" width="60" height="6"/>`);
    out.push(`<g fill="#e9e6dc" opacity="0.85">${dashes.join('')}</g>`);
    this.body.push(out.join(''));
  }

  private frontGarden(grand = false): void {
    const r = this.rng;
    const y = H - 150;
    const out: string[] = [];
    out.push(`<rect y="${f(y - 40)}" width="${W}" height="60" fill="${shade(this.sky.ground, 0.05)}"/>`);
    // Compound wall with railing.
    const wallColor = shade(r.pick(plasterColors), this.sky.light - 1.05);
    out.push(`<rect y="${f(y - 22)}" width="${W}" height="24" fill="${wallColor}"/>`);
    out.push(`<rect y="${f(y - 26)}" width="${W}" height="5" fill="${shade(wallColor, -0.15)}"/>`);
    const bars: string[] = [];
    for (let x = 6; x < W; x += 14) bars.push(`M${x} ${f(y - 26)}v-26`);
    out.push(`<path d="${bars.join('')}M0 ${f(y - 50)}H${W}" stroke="#3b3b3b" stroke-width="2.5" opacity="0.8"/>`);
    if (grand) {
      const gx = r.range(W * 0.35, W * 0.6);
      out.push(
        `<rect x="${f(gx - 110)}" y="${f(y - 120)}" width="30" height="122" fill="${shade(wallColor, -0.08)}"/>`,
        `<rect x="${f(gx + 80)}" y="${f(y - 120)}" width="30" height="122" fill="${shade(wallColor, -0.08)}"/>`,
        `<rect x="${f(gx - 124)}" y="${f(y - 138)}" width="248" height="22" fill="${r.pick(accentColors)}"/>`,
        `<rect x="${f(gx - 80)}" y="${f(y - 60)}" width="160" height="62" fill="${shade(this.sky.ground, -0.2)}"/>`,
      );
    }
    this.body.push(out.join(''));
    for (let x = r.range(20, 80); x < W; x += r.range(120, 220)) {
      if (r.chance(0.35)) this.palm(x, y - 4, r.range(110, 160));
      else if (r.chance(0.5)) this.ashoka(x, y - 4, r.range(110, 170));
      else this.roundTree(x, y - 4, r.range(40, 65));
    }
    this.hedge(y + 4);
  }

  private hedge(y: number): void {
    const r = this.rng;
    const blobs: string[] = [];
    for (let x = -10; x < W + 20; x += r.range(18, 30)) blobs.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.range(12, 20))}"/>`);
    this.body.push(`<g fill="${shade(r.pick(leafColors), this.sky.light - 1)}">${blobs.join('')}</g>`);
  }

  private leaf(): string {
    return shade(this.rng.pick(leafColors), this.sky.light - 1);
  }

  private roundTree(x: number, base: number, size: number): void {
    const r = this.rng;
    const leaf = this.leaf();
    const trunk = shade('#6b4a33', this.sky.light - 1);
    this.body.push(
      `<rect x="${f(x - size * 0.09)}" y="${f(base - size * 1.2)}" width="${f(size * 0.18)}" height="${f(size * 1.2)}" fill="${trunk}"/>` +
        `<g fill="${leaf}"><circle cx="${f(x)}" cy="${f(base - size * 1.6)}" r="${f(size)}"/>` +
        `<circle cx="${f(x - size * 0.7)}" cy="${f(base - size * 1.25)}" r="${f(size * 0.7)}"/>` +
        `<circle cx="${f(x + size * 0.7)}" cy="${f(base - size * 1.3)}" r="${f(size * 0.72)}"/></g>` +
        `<circle cx="${f(x - size * 0.25)}" cy="${f(base - size * 1.9)}" r="${f(size * 0.45)}" fill="${shade(leaf, 0.18)}" opacity="${f(r.range(0.5, 0.8))}"/>`,
    );
  }

  /** The tall narrow ashoka trees that line Indian compounds. */
  private ashoka(x: number, base: number, height: number): void {
    const leaf = this.leaf();
    const w = height * 0.17;
    this.body.push(
      `<path d="M${f(x)} ${f(base - height)}C${f(x + w * 1.2)} ${f(base - height * 0.7)} ${f(x + w)} ${f(base - height * 0.15)} ${f(x)} ${f(base)}` +
        `C${f(x - w)} ${f(base - height * 0.15)} ${f(x - w * 1.2)} ${f(base - height * 0.7)} ${f(x)} ${f(base - height)}Z" fill="${leaf}"/>` +
        `<path d="M${f(x)} ${f(base - height * 0.95)}C${f(x + w * 0.6)} ${f(base - height * 0.6)} ${f(x + w * 0.5)} ${f(base - height * 0.2)} ${f(x)} ${f(base - height * 0.05)}" fill="${shade(leaf, 0.15)}"/>`,
    );
  }

  private palm(x: number, base: number, height: number): void {
    const r = this.rng;
    const trunk = shade('#8a6a4a', this.sky.light - 1);
    const lean = r.range(-0.15, 0.15) * height;
    const topX = x + lean;
    const topY = base - height;
    const fronds: string[] = [];
    for (let i = 0; i < 7; i++) {
      const angle = -Math.PI + (i / 6) * Math.PI + r.range(-0.15, 0.15);
      const len = height * r.range(0.38, 0.5);
      const ex = topX + Math.cos(angle) * len;
      const ey = topY + Math.sin(angle) * len * 0.45 + len * 0.35;
      const cx = topX + Math.cos(angle) * len * 0.5;
      const cy = topY + Math.sin(angle) * len * 0.6 - len * 0.1;
      fronds.push(`M${f(topX)} ${f(topY)}Q${f(cx)} ${f(cy - 12)} ${f(ex)} ${f(ey)}Q${f(cx)} ${f(cy + 8)} ${f(topX)} ${f(topY)}Z`);
    }
    this.body.push(
      `<path d="M${f(x - 6)} ${f(base)}Q${f(x + lean * 0.2)} ${f(base - height * 0.5)} ${f(topX - 3)} ${f(topY)}L${f(topX + 3)} ${f(topY)}Q${f(x + lean * 0.2 + 8)} ${f(base - height * 0.5)} ${f(x + 6)} ${f(base)}Z" fill="${trunk}"/>` +
        `<path d="${fronds.join('')}" fill="${this.leaf()}"/>`,
    );
  }

  private glassGradient(id: string, tint: string): string {
    const sky = this.sky;
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="${mix(tint, sky.middle, 0.45)}"/>` +
        `<stop offset="0.5" stop-color="${shade(tint, sky.light - 1.1)}"/>` +
        `<stop offset="1" stop-color="${mix(tint, sky.bottom, 0.35)}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  private windowFill(glass: string): string {
    return this.rng.chance(this.sky.litWindows) ? this.rng.pick(['#ffd98a', '#ffe3a6', '#ffcf70']) : glass;
  }

  // --- residential towers --------------------------------------------------------------------

  private apartmentCluster(count: number, minFloors: number, maxFloors: number, uniform = false): void {
    const r = this.rng;
    const base = H - 170;
    const style = { plaster: r.pick(plasterColors), accent: r.pick(accentColors), glass: this.glassGradient('glass', r.pick(glassTints)) };
    const totalWidth = W * r.range(0.62, 0.82);
    const gap = count > 1 ? r.range(30, 70) : 0;
    const towerWidth = Math.min(340, (totalWidth - gap * (count - 1)) / count);
    let x = (W - (towerWidth * count + gap * (count - 1))) / 2 + r.range(-60, 60);
    const towers: { x: number; floors: number; depth: number }[] = [];
    for (let i = 0; i < count; i++) {
      towers.push({ x, floors: r.int(minFloors, maxFloors), depth: towerWidth * r.range(0.18, 0.26) });
      x += towerWidth + gap;
    }
    // Taller towers at the back: draw the shortest last so it stands in front.
    const order = [...towers].sort((a, b) => b.floors - a.floors);
    for (const tower of order) {
      const floorHeight = Math.min(26, (base - 120) / tower.floors);
      this.tower(
        tower.x,
        base,
        towerWidth,
        tower.floors,
        floorHeight,
        tower.depth,
        uniform ? style : { ...style, accent: r.pick(accentColors) },
      );
    }
    if (uniform) this.crane(towers[towers.length - 1].x + towerWidth * 0.5, base, r.range(430, 520));
  }

  private tower(
    x: number,
    base: number,
    w: number,
    floors: number,
    floorHeight: number,
    depth: number,
    style: { plaster: string; accent: string; glass: string },
  ): void {
    const r = this.rng;
    const light = this.sky.light;
    const height = floors * floorHeight;
    const top = base - height;
    const skew = 0.35;
    const front = shade(style.plaster, light - 1);
    const side = shade(style.plaster, light - 1.22);
    const roof = shade(style.plaster, light - 0.92);
    const accent = shade(style.accent, light - 1);
    const out: string[] = [];

    out.push(
      `<polygon points="${f(x + w)},${f(top)} ${f(x + w + depth)},${f(top - depth * skew)} ${f(x + w + depth)},${f(base - depth * skew)} ${f(x + w)},${f(base)}" fill="${side}"/>`,
      `<polygon points="${f(x)},${f(top)} ${f(x + depth)},${f(top - depth * skew)} ${f(x + w + depth)},${f(top - depth * skew)} ${f(x + w)},${f(top)}" fill="${roof}"/>`,
      `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(height)}" fill="${front}"/>`,
    );

    // Side face windows: skewed strips so they follow the oblique projection.
    const sideWindows: string[] = [];
    for (let floor = 0; floor < floors; floor++) {
      const y = top + floor * floorHeight + floorHeight * 0.3;
      sideWindows.push(`<rect x="${f(depth * 0.25)}" y="${f(y)}" width="${f(depth * 0.5)}" height="${f(floorHeight * 0.45)}"/>`);
    }
    out.push(`<g transform="translate(${f(x + w)} 0) skewY(-19.3)" fill="${shade(side, -0.25)}" opacity="0.7">${sideWindows.join('')}</g>`);

    const bays = Math.max(3, Math.round(w / r.range(48, 64)));
    const bayWidth = w / bays;
    const fin = r.int(0, bays);
    const balconyBays = new Set<number>();
    for (let b = 0; b < bays; b++) if (r.chance(0.45)) balconyBays.add(b);

    const windows: string[] = [];
    const slabs: string[] = [];
    const rails: string[] = [];
    for (let floor = 1; floor < floors; floor++) {
      const y = top + floor * floorHeight;
      slabs.push(`<rect x="${f(x - 2)}" y="${f(y - 2)}" width="${f(w + 4)}" height="3"/>`);
      for (let b = 0; b < bays; b++) {
        const bx = x + b * bayWidth;
        if (b === fin) continue;
        const wx = bx + bayWidth * 0.16;
        const ww = bayWidth * 0.68;
        windows.push(
          `<rect x="${f(wx)}" y="${f(y + floorHeight * 0.2)}" width="${f(ww)}" height="${f(floorHeight * 0.62)}" fill="${this.windowFill(style.glass)}"/>`,
        );
        if (balconyBays.has(b)) {
          rails.push(
            `<rect x="${f(bx + 2)}" y="${f(y + floorHeight * 0.55)}" width="${f(bayWidth - 4)}" height="${f(floorHeight * 0.45)}"/>`,
          );
        }
      }
    }
    out.push(windows.join(''));
    out.push(`<g fill="${shade(front, -0.12)}">${slabs.join('')}</g>`);
    out.push(`<g fill="${mix(style.plaster, '#bcd7e6', 0.5)}" opacity="0.55">${rails.join('')}</g>`);
    if (fin < bays) {
      out.push(
        `<rect x="${f(x + fin * bayWidth + bayWidth * 0.2)}" y="${f(top - 6)}" width="${f(bayWidth * 0.6)}" height="${f(height + 6)}" fill="${accent}"/>`,
      );
    }
    // Ground floor: stilt parking with pillars.
    const pillars: string[] = [];
    for (let b = 0; b <= bays; b++)
      pillars.push(`<rect x="${f(x + b * bayWidth - 4)}" y="${f(base - floorHeight)}" width="8" height="${f(floorHeight)}"/>`);
    out.push(`<rect x="${f(x)}" y="${f(base - floorHeight)}" width="${f(w)}" height="${f(floorHeight)}" fill="${shade(front, -0.45)}"/>`);
    out.push(`<g fill="${shade(front, -0.05)}">${pillars.join('')}</g>`);
    // Roof: parapet, lift machine room and water tank.
    out.push(
      `<rect x="${f(x - 3)}" y="${f(top - 8)}" width="${f(w + 6)}" height="9" fill="${accent}"/>`,
      `<rect x="${f(x + w * r.range(0.2, 0.5))}" y="${f(top - 38)}" width="${f(w * 0.26)}" height="32" fill="${shade(front, -0.06)}"/>`,
      `<rect x="${f(x + w * r.range(0.55, 0.7))}" y="${f(top - 26)}" width="${f(w * 0.14)}" height="20" fill="${shade(front, -0.14)}"/>`,
    );
    this.body.push(out.join(''));
  }

  private crane(x: number, base: number, height: number): void {
    const color = '#e6a521';
    const top = base - height;
    const lattice: string[] = [];
    for (let y = base; y > top; y -= 22)
      lattice.push(`M${f(x - 8)} ${f(y)}L${f(x + 8)} ${f(y - 22)}M${f(x + 8)} ${f(y)}L${f(x - 8)} ${f(y - 22)}`);
    this.body.push(
      `<g stroke="${shade(color, this.sky.light - 1)}" fill="none">` +
        `<path d="M${f(x - 8)} ${f(base)}V${f(top)}M${f(x + 8)} ${f(base)}V${f(top)}" stroke-width="3"/>` +
        `<path d="${lattice.join('')}" stroke-width="1.5"/>` +
        `<path d="M${f(x - 110)} ${f(top)}H${f(x + 300)}M${f(x - 110)} ${f(top + 12)}H${f(x + 300)}" stroke-width="3"/>` +
        `<path d="M${f(x)} ${f(top - 40)}L${f(x - 110)} ${f(top)}M${f(x)} ${f(top - 40)}L${f(x + 300)} ${f(top)}" stroke-width="1.5"/>` +
        `<path d="M${f(x + 220)} ${f(top + 12)}v110" stroke="#333" stroke-width="1.5"/></g>` +
        `<rect x="${f(x - 100)}" y="${f(top + 2)}" width="40" height="22" fill="#666"/>` +
        `<rect x="${f(x + 8)}" y="${f(top + 14)}" width="22" height="18" fill="${color}"/>`,
    );
  }

  // --- homes ----------------------------------------------------------------------------------

  private bungalow(): void {
    const r = this.rng;
    const light = this.sky.light;
    const base = H - 140;
    const w = r.range(520, 640);
    const x = (W - w) / 2 + r.range(-120, 120);
    const lower = r.range(130, 150);
    const upper = r.range(115, 135);
    const plaster = shade(r.pick(plasterColors), light - 1);
    const wood = shade(r.pick(['#8a5a3b', '#9b6a45', '#7a4e34']), light - 1);
    const stone = shade(r.pick(['#8d8a84', '#a39e94', '#6f6c68']), light - 1);
    const glass = this.glassGradient('glass', r.pick(glassTints));
    const pitched = r.chance(0.4);
    const out: string[] = [];

    // Lawn and driveway.
    out.push(`<rect y="${f(base - 10)}" width="${W}" height="${f(H - base + 10)}" fill="${shade(this.sky.ground, 0.08)}"/>`);
    out.push(
      `<polygon points="${f(x + w * 0.62)},${f(base)} ${f(x + w * 0.92)},${f(base)} ${f(x + w + 40)},${H} ${f(x + w * 0.5)},${H}" fill="${shade('#b9b2a5', light - 1)}"/>`,
    );

    // Ground floor: stone base, big glazing, a wooden door.
    const upperX = x + w * r.range(0.05, 0.25);
    const upperW = w * r.range(0.6, 0.75);
    out.push(`<rect x="${f(x)}" y="${f(base - lower)}" width="${f(w)}" height="${f(lower)}" fill="${plaster}"/>`);
    out.push(`<rect x="${f(x)}" y="${f(base - 22)}" width="${f(w)}" height="22" fill="${stone}"/>`);
    out.push(
      `<rect x="${f(x + w * 0.06)}" y="${f(base - lower + 28)}" width="${f(w * 0.36)}" height="${f(lower - 50)}" fill="${this.windowFill(glass)}"/>`,
    );
    out.push(
      `<path d="M${f(x + w * 0.18)} ${f(base - lower + 28)}v${f(lower - 50)}M${f(x + w * 0.3)} ${f(base - lower + 28)}v${f(lower - 50)}" stroke="${shade(plaster, -0.5)}" stroke-width="3"/>`,
    );
    out.push(`<rect x="${f(x + w * 0.48)}" y="${f(base - lower + 40)}" width="${f(w * 0.1)}" height="${f(lower - 62)}" fill="${wood}"/>`);
    out.push(
      `<rect x="${f(x + w * 0.45)}" y="${f(base - lower + 20)}" width="${f(w * 0.16)}" height="10" fill="${shade(plaster, -0.2)}"/>`,
    );
    // Car porch with a car-shaped shadow.
    out.push(
      `<rect x="${f(x + w * 0.66)}" y="${f(base - lower + 30)}" width="${f(w * 0.3)}" height="${f(lower - 52)}" fill="${shade(plaster, -0.35)}"/>`,
    );
    const carX = x + w * 0.69;
    const carColor = shade(r.pick(['#b8bcc2', '#7d1f24', '#20304a', '#e9e9e9']), light - 1);
    out.push(
      `<path d="M${f(carX)} ${f(base - 24)}h${f(w * 0.24)}v-18q-10 -4 -26 -6l-14 -16h${f(-w * 0.12)}l-16 16q-12 2 -14 6Z" fill="${carColor}"/>`,
      `<circle cx="${f(carX + 26)}" cy="${f(base - 24)}" r="10" fill="#222"/><circle cx="${f(carX + w * 0.24 - 26)}" cy="${f(base - 24)}" r="10" fill="#222"/>`,
    );

    // Upper floor.
    const upperTop = base - lower - upper;
    out.push(`<rect x="${f(upperX)}" y="${f(upperTop)}" width="${f(upperW)}" height="${f(upper)}" fill="${plaster}"/>`);
    out.push(`<rect x="${f(upperX + upperW * 0.62)}" y="${f(upperTop)}" width="${f(upperW * 0.38)}" height="${f(upper)}" fill="${wood}"/>`);
    const slats: string[] = [];
    for (let sx = upperX + upperW * 0.62 + 8; sx < upperX + upperW; sx += 10) slats.push(`M${f(sx)} ${f(upperTop)}v${f(upper)}`);
    out.push(`<path d="${slats.join('')}" stroke="${shade(wood, -0.25)}" stroke-width="2"/>`);
    out.push(
      `<rect x="${f(upperX + upperW * 0.08)}" y="${f(upperTop + 22)}" width="${f(upperW * 0.46)}" height="${f(upper - 40)}" fill="${this.windowFill(glass)}"/>`,
    );
    // Glass balcony railing along the upper floor.
    out.push(
      `<rect x="${f(upperX - 10)}" y="${f(base - lower - 6)}" width="${f(upperW + 20)}" height="8" fill="${shade(plaster, -0.25)}"/>`,
    );
    out.push(
      `<rect x="${f(upperX + upperW * 0.04)}" y="${f(base - lower - 40)}" width="${f(upperW * 0.54)}" height="34" fill="#cfe6ef" opacity="0.45"/>`,
    );

    if (pitched) {
      const tile = shade(r.pick(['#a8503a', '#8f3f2f', '#5b5f66']), light - 1);
      out.push(
        `<polygon points="${f(upperX - 30)},${f(upperTop + 2)} ${f(upperX + upperW / 2)},${f(upperTop - 70)} ${f(upperX + upperW + 30)},${f(upperTop + 2)}" fill="${tile}"/>`,
      );
      out.push(
        `<polygon points="${f(x - 20)},${f(base - lower + 4)} ${f(x + 10)},${f(base - lower - 26)} ${f(x + w - 10)},${f(base - lower - 26)} ${f(x + w + 20)},${f(base - lower + 4)}" fill="${tile}" opacity="0.95"/>`,
      );
    } else {
      out.push(
        `<rect x="${f(upperX - 24)}" y="${f(upperTop - 12)}" width="${f(upperW + 48)}" height="12" fill="${shade('#555a60', light - 1)}"/>`,
      );
      out.push(
        `<rect x="${f(x - 18)}" y="${f(base - lower - 8)}" width="${f(w + 36)}" height="10" fill="${shade('#555a60', light - 1)}"/>`,
      );
    }
    this.body.push(out.join(''));

    // Compound wall with gate and trees, standing in front of the house's plinth.
    const wallY = base + 30;
    const wall = shade(r.pick(plasterColors), light - 1.04);
    const gateX = x + w * 0.62;
    const gateW = w * 0.3;
    const bars: string[] = [];
    for (let gx = gateX + 6; gx < gateX + gateW; gx += 9) bars.push(`M${f(gx)} ${f(wallY - 62)}v62`);
    const piers: string[] = [];
    for (let px = -10; px < W; px += 150) {
      if (px > gateX - 30 && px < gateX + gateW) continue;
      piers.push(`<rect x="${f(px)}" y="${f(wallY - 62)}" width="22" height="62"/>`);
    }
    piers.push(
      `<rect x="${f(gateX - 22)}" y="${f(wallY - 72)}" width="22" height="72"/>`,
      `<rect x="${f(gateX + gateW)}" y="${f(wallY - 72)}" width="22" height="72"/>`,
    );
    this.body.push(
      `<rect x="0" y="${f(wallY - 54)}" width="${f(gateX)}" height="54" fill="${wall}"/>` +
        `<rect x="${f(gateX + gateW)}" y="${f(wallY - 54)}" width="${f(W - gateX - gateW)}" height="54" fill="${wall}"/>` +
        `<rect x="0" y="${f(wallY - 58)}" width="${f(gateX)}" height="6" fill="${shade(wall, -0.18)}"/>` +
        `<rect x="${f(gateX + gateW)}" y="${f(wallY - 58)}" width="${f(W - gateX - gateW)}" height="6" fill="${shade(wall, -0.18)}"/>` +
        `<g fill="${shade(wall, -0.1)}">${piers.join('')}</g>` +
        `<path d="${bars.join('')}M${f(gateX)} ${f(wallY - 62)}h${f(gateW)}M${f(gateX)} ${f(wallY - 30)}h${f(gateW)}" stroke="#2f2f2f" stroke-width="3"/>`,
    );
    this.roundTree(x - r.range(60, 120), wallY - 50, r.range(50, 70));
    if (r.chance(0.7)) this.palm(x + w + r.range(50, 110), wallY - 50, r.range(170, 230));
    else this.ashoka(x + w + r.range(40, 90), wallY - 50, r.range(180, 230));
  }

  private farmhouse(): void {
    const r = this.rng;
    const light = this.sky.light;
    const horizon = this.horizon;
    // Fields in perspective: bands of greens and ploughed soil with rows converging far away.
    const vanishX = r.range(W * 0.3, W * 0.7);
    const bands = [shade('#7aa84f', light - 1), shade('#a4b75a', light - 1), shade('#8c7150', light - 1), shade('#5f9440', light - 1)];
    const fields: string[] = [];
    let y = horizon;
    for (let i = 0; y < H; i++) {
      const h = 18 + i * i * 6;
      fields.push(`<rect y="${f(y)}" width="${W}" height="${f(h + 1)}" fill="${bands[(i + r.int(0, 3)) % bands.length]}"/>`);
      y += h;
    }
    const rows: string[] = [];
    for (let i = -20; i <= 20; i++) rows.push(`M${f(vanishX + i * 6)} ${f(horizon)}L${f(vanishX + i * 120)} ${H}`);
    this.body.push(fields.join(''), `<path d="${rows.join('')}" stroke="${shade('#3f5f2a', light - 1)}" stroke-width="2" opacity="0.35"/>`);

    // The house: cream walls, clay-tile roof, a veranda on pillars.
    const w = r.range(380, 470);
    const x = r.chance(0.5) ? r.range(120, 260) : r.range(W - w - 300, W - w - 140);
    const base = horizon + r.range(120, 150);
    const wallH = r.range(105, 125);
    const plaster = shade(r.pick(['#f1e4c8', '#efe0c2', '#f4ead6', '#e9d9bd']), light - 1);
    const tile = shade(r.pick(['#b3563b', '#a4472f', '#c0643f']), light - 1);
    const out: string[] = [];
    out.push(`<rect x="${f(x)}" y="${f(base - wallH)}" width="${f(w)}" height="${f(wallH)}" fill="${plaster}"/>`);
    out.push(`<rect x="${f(x)}" y="${f(base - 14)}" width="${f(w)}" height="14" fill="${shade(plaster, -0.3)}"/>`);
    out.push(
      `<polygon points="${f(x - 40)},${f(base - wallH + 6)} ${f(x + w * 0.2)},${f(base - wallH - 80)} ${f(x + w * 0.8)},${f(base - wallH - 80)} ${f(x + w + 40)},${f(base - wallH + 6)}" fill="${tile}"/>`,
    );
    // Tile courses run edge to edge of the roof's trapezoid.
    const roofTop = base - wallH - 80;
    const roofBottom = base - wallH + 6;
    const tiles: string[] = [];
    for (let ty = roofTop + 12; ty < roofBottom - 4; ty += 12) {
      const t = (ty - roofTop) / (roofBottom - roofTop);
      const left = x + w * 0.2 + t * (-40 - w * 0.2);
      const right = x + w * 0.8 + t * (w * 0.2 + 40);
      tiles.push(`M${f(left)} ${f(ty)}H${f(right)}`);
    }
    out.push(`<path d="${tiles.join('')}" stroke="${shade(tile, -0.2)}" stroke-width="2" opacity="0.6"/>`);
    out.push(
      `<polygon points="${f(x - 40)},${f(base - wallH + 6)} ${f(x + w + 40)},${f(base - wallH + 6)} ${f(x + w + 40)},${f(base - wallH + 14)} ${f(x - 40)},${f(base - wallH + 14)}" fill="${shade(tile, -0.3)}"/>`,
    );
    for (let i = 0; i < 5; i++)
      out.push(
        `<rect x="${f(x + 16 + i * ((w - 44) / 4))}" y="${f(base - wallH + 14)}" width="12" height="${f(wallH - 28)}" fill="${shade(plaster, 0.25)}"/>`,
      );
    out.push(
      `<rect x="${f(x + w * 0.44)}" y="${f(base - wallH * 0.72)}" width="${f(w * 0.12)}" height="${f(wallH * 0.58)}" fill="${shade('#7a4e34', light - 1)}"/>`,
    );
    const glass = this.glassGradient('glass', '#6f8fa4');
    out.push(
      `<rect x="${f(x + w * 0.14)}" y="${f(base - wallH * 0.68)}" width="${f(w * 0.18)}" height="${f(wallH * 0.36)}" fill="${this.windowFill(glass)}"/>`,
    );
    out.push(
      `<rect x="${f(x + w * 0.68)}" y="${f(base - wallH * 0.68)}" width="${f(w * 0.18)}" height="${f(wallH * 0.36)}" fill="${this.windowFill(glass)}"/>`,
    );
    out.push(
      `<polygon points="${f(x + w * 0.44)},${f(base)} ${f(x + w * 0.56)},${f(base)} ${f(x + w * 0.9)},${H} ${f(x + w * 0.2)},${H}" fill="${shade('#c8b48e', light - 1)}"/>`,
    );
    this.body.push(out.join(''));

    // Mango trees and coconut palms around the house, a fence in front.
    for (let i = 0, n = r.int(5, 8); i < n; i++) {
      const tx = r.range(20, W - 20);
      if (tx > x - 40 && tx < x + w + 40) continue;
      if (r.chance(0.45)) this.palm(tx, horizon + r.range(60, 140), r.range(170, 260));
      else this.roundTree(tx, horizon + r.range(50, 130), r.range(45, 75));
    }
    this.palm(x - r.range(20, 50), base + 8, r.range(220, 280));
    const fenceY = H - 70;
    const posts: string[] = [];
    for (let px = 10; px < W; px += 70) posts.push(`<rect x="${px}" y="${f(fenceY - 70)}" width="10" height="80"/>`);
    this.body.push(
      `<g fill="${shade('#6b4a33', light - 1)}">${posts.join('')}</g>` +
        `<path d="M0 ${f(fenceY - 55)}H${W}M0 ${f(fenceY - 30)}H${W}" stroke="${shade('#5a4a3a', light - 1)}" stroke-width="2.5"/>`,
    );
  }

  // --- land ------------------------------------------------------------------------------------

  private plot(commercial: boolean): void {
    const r = this.rng;
    const light = this.sky.light;
    const horizon = this.horizon;
    const soil = shade(r.pick(['#b89a6e', '#a88b62', '#c2a578', '#9f8560']), light - 1);
    const out: string[] = [];
    out.push(`<rect y="${f(horizon + 24)}" width="${W}" height="${f(H - horizon)}" fill="${soil}"/>`);
    // Patches of grass and darker soil break up the flat ground.
    for (let i = 0; i < 26; i++) {
      const px = r.range(-40, W + 40);
      const py = r.range(horizon + 30, H - 80);
      const scale = 0.4 + (py - horizon) / (H - horizon);
      out.push(
        `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r.range(40, 110) * scale)}" ry="${f(r.range(6, 16) * scale)}" fill="${r.chance(0.6) ? shade(this.sky.ground, 0.05) : shade(soil, -0.12)}" opacity="0.8"/>`,
      );
    }
    // The plot: a quadrilateral in perspective, corners marked with painted boundary stones.
    const cx = W / 2 + r.range(-120, 120);
    const nearY = H - r.range(120, 150);
    const farY = horizon + r.range(60, 90);
    const nearHalf = r.range(420, 520);
    const farHalf = nearHalf * r.range(0.45, 0.6);
    const corners: [number, number][] = [
      [cx - farHalf, farY],
      [cx + farHalf, farY],
      [cx + nearHalf, nearY],
      [cx - nearHalf, nearY],
    ];
    out.push(`<polygon points="${corners.map(([px, py]) => `${f(px)},${f(py)}`).join(' ')}" fill="${shade(soil, 0.1)}" opacity="0.7"/>`);
    out.push(
      `<polygon points="${corners.map(([px, py]) => `${f(px)},${f(py)}`).join(' ')}" fill="none" stroke="#f4f1ea" stroke-width="3" stroke-dasharray="14 10" opacity="0.9"/>`,
    );
    this.body.push(out.join(''));

    const stones: [number, number][] = [...corners];
    for (let i = 0; i < 4; i++) {
      const [ax, ay] = corners[i];
      const [bx, by] = corners[(i + 1) % 4];
      stones.push([(ax + bx) / 2, (ay + by) / 2]);
    }
    for (const [sx, sy] of stones) {
      const scale = 0.5 + (sy - horizon) / (H - horizon);
      const sw = 16 * scale;
      const sh = 34 * scale;
      this.body.push(
        `<rect x="${f(sx - sw / 2)}" y="${f(sy - sh)}" width="${f(sw)}" height="${f(sh)}" fill="#f2eee6"/>` +
          `<rect x="${f(sx - sw / 2)}" y="${f(sy - sh)}" width="${f(sw)}" height="${f(sh * 0.3)}" fill="${commercial ? '#2f6fb0' : '#d2452f'}"/>` +
          `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(sw)}" ry="${f(sw * 0.25)}" fill="#000" opacity="0.18"/>`,
      );
    }
    // A blank sale board on two posts; its colour stripes stand in for lettering.
    const bx = cx + nearHalf * r.range(0.2, 0.55) * (r.chance(0.5) ? 1 : -1);
    const by = nearY - r.range(70, 110);
    const board = r.pick(signColors);
    this.body.push(
      `<rect x="${f(bx - 70)}" y="${f(by)}" width="8" height="110" fill="#555"/><rect x="${f(bx + 62)}" y="${f(by)}" width="8" height="110" fill="#555"/>` +
        `<rect x="${f(bx - 90)}" y="${f(by - 80)}" width="180" height="100" rx="4" fill="${board}"/>` +
        `<rect x="${f(bx - 74)}" y="${f(by - 62)}" width="120" height="14" fill="#fff" opacity="0.9"/>` +
        `<rect x="${f(bx - 74)}" y="${f(by - 38)}" width="148" height="8" fill="#fff" opacity="0.7"/>` +
        `<rect x="${f(bx - 74)}" y="${f(by - 22)}" width="96" height="8" fill="#fff" opacity="0.7"/>`,
    );
    for (let i = 0, n = r.int(2, 4); i < n; i++) {
      const tx = r.chance(0.5) ? r.range(20, cx - nearHalf * 0.9) : r.range(cx + nearHalf * 0.9, W - 20);
      if (r.chance(0.5)) this.roundTree(tx, horizon + r.range(40, 120), r.range(30, 55));
      else this.palm(tx, horizon + r.range(40, 120), r.range(140, 200));
    }
    if (!commercial) this.hedge(H - 100);
  }

  // --- commercial ----------------------------------------------------------------------------

  private shopRow(): void {
    const r = this.rng;
    const light = this.sky.light;
    const base = H - 125;
    const floors = r.int(2, 4);
    const groundH = 120;
    const floorH = 80;
    const w = W * r.range(0.8, 0.95);
    const x = (W - w) / 2;
    const top = base - groundH - floors * floorH;
    const plaster = shade(r.pick(plasterColors), light - 1);
    const glass = this.glassGradient('glass', r.pick(glassTints));
    const interior = this.glassGradient('interior', '#d9a86a');
    const out: string[] = [];
    out.push(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(base - top)}" fill="${plaster}"/>`);
    out.push(
      `<rect x="${f(x - 6)}" y="${f(top - 12)}" width="${f(w + 12)}" height="14" fill="${shade(r.pick(accentColors), light - 1)}"/>`,
    );
    // Offices upstairs: ribbon windows.
    for (let fl = 0; fl < floors; fl++) {
      const y = top + fl * floorH + 18;
      out.push(`<rect x="${f(x + 20)}" y="${f(y)}" width="${f(w - 40)}" height="${f(floorH - 36)}" fill="${glass}"/>`);
      const mullions: string[] = [];
      for (let mx = x + 20 + 60; mx < x + w - 20; mx += 60) mullions.push(`M${f(mx)} ${f(y)}v${f(floorH - 36)}`);
      out.push(`<path d="${mullions.join('')}" stroke="${shade(plaster, -0.4)}" stroke-width="3"/>`);
      const lit: string[] = [];
      for (let mx = x + 20; mx < x + w - 80; mx += 60)
        if (r.chance(this.sky.litWindows)) lit.push(`<rect x="${f(mx + 2)}" y="${f(y)}" width="56" height="${f(floorH - 36)}"/>`);
      out.push(`<g fill="#ffdb8f" opacity="0.85">${lit.join('')}</g>`);
    }
    // Ground floor shops: a signboard each, shutters or lit glass fronts, striped awnings.
    const shops = r.int(5, 7);
    const shopW = w / shops;
    for (let i = 0; i < shops; i++) {
      const sx = x + i * shopW;
      const sign = r.pick(signColors);
      out.push(`<rect x="${f(sx + 4)}" y="${f(base - groundH)}" width="${f(shopW - 8)}" height="26" fill="${sign}"/>`);
      out.push(
        `<rect x="${f(sx + 14)}" y="${f(base - groundH + 9)}" width="${f(shopW * r.range(0.35, 0.6))}" height="8" fill="#fff" opacity="0.85"/>`,
      );
      const fy = base - groundH + 30;
      const fh = groundH - 30;
      if (r.chance(0.3)) {
        const lines: string[] = [];
        for (let ly = fy + 6; ly < base; ly += 7) lines.push(`M${f(sx + 8)} ${f(ly)}H${f(sx + shopW - 8)}`);
        out.push(`<rect x="${f(sx + 8)}" y="${f(fy)}" width="${f(shopW - 16)}" height="${f(fh)}" fill="#b8bcc0"/>`);
        out.push(`<path d="${lines.join('')}" stroke="#8e9398" stroke-width="1.5"/>`);
      } else {
        out.push(`<rect x="${f(sx + 8)}" y="${f(fy)}" width="${f(shopW - 16)}" height="${f(fh)}" fill="${interior}"/>`);
        for (let k = 0; k < 3; k++) {
          out.push(
            `<rect x="${f(sx + 16 + (k * (shopW - 32)) / 3)}" y="${f(fy + 20 + k * 7)}" width="${f((shopW - 40) / 3)}" height="${f(fh - 30 - k * 7)}" fill="${r.pick(signColors)}" opacity="0.35"/>`,
          );
        }
        out.push(`<path d="M${f(sx + shopW / 2)} ${f(fy)}v${f(fh)}" stroke="${shade(plaster, -0.5)}" stroke-width="3"/>`);
      }
      if (r.chance(0.5)) {
        const awning = r.pick(signColors);
        out.push(
          `<polygon points="${f(sx + 6)},${f(fy)} ${f(sx + shopW - 6)},${f(fy)} ${f(sx + shopW + 4)},${f(fy + 22)} ${f(sx - 4)},${f(fy + 22)}" fill="${awning}"/>`,
        );
        const stripes: string[] = [];
        for (let k = 1; k < 6; k += 2)
          stripes.push(
            `<rect x="${f(sx + 6 + ((shopW - 12) / 6) * k)}" y="${f(fy)}" width="${f((shopW - 12) / 6)}" height="22" fill="#fff" opacity="0.5"/>`,
          );
        out.push(stripes.join(''));
      }
    }
    this.body.push(out.join(''));
    // Street trees stand only past the ends of the row, so the shop fronts stay in view.
    if (x > 60) this.ashoka(x * 0.5, base, r.range(120, 160));
    if (x + w < W - 60) this.ashoka((x + w + W) / 2, base, r.range(120, 160));
  }

  /** Scooters parked along the kerb, facing alternate ways. */
  private twoWheelers(y: number): void {
    const r = this.rng;
    const out: string[] = [];
    for (let x = r.range(60, 160), n = 0; x < W - 80 && n < 7; x += r.range(110, 220), n++) {
      const color = shade(r.pick(['#1f2a44', '#b02a2a', '#d8d8d8', '#2b2b2b', '#335f8a', '#e0e0d8']), this.sky.light - 1);
      const flip = r.chance(0.5) ? ` transform="translate(${f(2 * x + 46)} 0) scale(-1 1)"` : '';
      out.push(
        `<g${flip}>` +
          `<path d="M${f(x - 14)} ${f(y - 6)}Q${f(x - 14)} ${f(y - 26)} ${f(x + 6)} ${f(y - 26)}H${f(x + 20)}Q${f(x + 24)} ${f(y - 14)} ${f(x + 24)} ${f(y - 10)}H${f(x + 34)}L${f(x + 38)} ${f(y - 38)}H${f(x + 45)}L${f(x + 52)} ${f(y - 8)}Q${f(x + 30)} ${f(y - 2)} ${f(x - 14)} ${f(y - 6)}Z" fill="${color}"/>` +
          `<rect x="${f(x - 10)}" y="${f(y - 32)}" width="30" height="7" rx="3.5" fill="#222"/>` +
          `<path d="M${f(x + 41)} ${f(y - 38)}v-8M${f(x + 34)} ${f(y - 46)}h15" stroke="#222" stroke-width="3" stroke-linecap="round"/>` +
          `<circle cx="${f(x)}" cy="${f(y)}" r="10" fill="#1c1c1c"/><circle cx="${f(x + 46)}" cy="${f(y)}" r="10" fill="#1c1c1c"/>` +
          `<circle cx="${f(x)}" cy="${f(y)}" r="4" fill="#9a9a9a"/><circle cx="${f(x + 46)}" cy="${f(y)}" r="4" fill="#9a9a9a"/>` +
          `</g>`,
      );
    }
    this.body.push(out.join(''));
  }

  private showroom(): void {
    const r = this.rng;
    const light = this.sky.light;
    const base = H - 125;
    const w = W * r.range(0.72, 0.9);
    const x = (W - w) / 2 + r.range(-40, 40);
    const glassH = r.range(230, 270);
    const bandH = r.range(70, 95);
    const top = base - glassH - bandH;
    const cladding = shade(r.pick(['#3b3f46', '#5a5f66', '#8c9096', '#2f3a4a', '#e4e1dc']), light - 1);
    const brand = r.pick(signColors);
    const glass = this.glassGradient('glass', r.pick(glassTints));
    const out: string[] = [];
    out.push(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(bandH)}" fill="${cladding}"/>`);
    out.push(`<rect x="${f(x)}" y="${f(top + bandH - 10)}" width="${f(w)}" height="10" fill="${brand}"/>`);
    // A logo-like mark: a coloured badge and two bars, no lettering.
    const lx = x + w * r.range(0.1, 0.55);
    out.push(`<rect x="${f(lx)}" y="${f(top + 18)}" width="46" height="40" rx="8" fill="${brand}"/>`);
    out.push(`<rect x="${f(lx + 60)}" y="${f(top + 22)}" width="${f(r.range(160, 260))}" height="14" fill="#fff" opacity="0.9"/>`);
    out.push(`<rect x="${f(lx + 60)}" y="${f(top + 44)}" width="${f(r.range(90, 150))}" height="9" fill="#fff" opacity="0.6"/>`);
    // Double-height glazing with a warm-lit interior and display pieces.
    const gy = top + bandH;
    out.push(`<rect x="${f(x)}" y="${f(gy)}" width="${f(w)}" height="${f(glassH)}" fill="${shade('#f3dfb8', light - 1)}"/>`);
    out.push(`<rect x="${f(x)}" y="${f(gy + glassH * 0.45)}" width="${f(w)}" height="8" fill="${shade(cladding, 0.2)}"/>`);
    const displays = r.chance(0.5) ? 'cars' : 'racks';
    if (displays === 'cars') {
      for (let cx = x + 70; cx < x + w - 220; cx += r.range(240, 320)) {
        const color = r.pick(['#c0392b', '#f4f4f4', '#1f3b73', '#2b2b2b', '#d0d3d6']);
        out.push(
          `<path d="M${f(cx)} ${f(base - 24)}h190v-26q-14 -6 -40 -8l-22 -24h-70l-26 24q-24 4 -32 8Z" fill="${color}"/>`,
          `<path d="M${f(cx + 70)} ${f(base - 80)}h48l18 20h-86Z" fill="#9fc3d8" opacity="0.8"/>`,
          `<circle cx="${f(cx + 38)}" cy="${f(base - 24)}" r="15" fill="#222"/><circle cx="${f(cx + 152)}" cy="${f(base - 24)}" r="15" fill="#222"/>`,
        );
      }
    } else {
      for (let cx = x + 40; cx < x + w - 80; cx += r.range(90, 130)) {
        const h = r.range(70, 120);
        out.push(`<rect x="${f(cx)}" y="${f(base - h)}" width="60" height="${f(h)}" fill="${r.pick(signColors)}" opacity="0.55"/>`);
        out.push(
          `<rect x="${f(cx + 10)}" y="${f(gy + 24)}" width="40" height="${f(glassH * 0.3)}" fill="${r.pick(signColors)}" opacity="0.35"/>`,
        );
      }
    }
    out.push(`<rect x="${f(x)}" y="${f(gy)}" width="${f(w)}" height="${f(glassH)}" fill="${glass}" opacity="0.45"/>`);
    const mullions: string[] = [];
    for (let mx = x; mx <= x + w; mx += w / r.int(6, 9)) mullions.push(`M${f(mx)} ${f(gy)}v${f(glassH)}`);
    out.push(`<path d="${mullions.join('')}" stroke="${shade(cladding, -0.1)}" stroke-width="5"/>`);
    // Reflections: pale diagonals across the glass.
    out.push(
      `<polygon points="${f(x + w * 0.15)},${f(gy)} ${f(x + w * 0.25)},${f(gy)} ${f(x + w * 0.1)},${f(base)} ${f(x)},${f(base)}" fill="#fff" opacity="0.14"/>`,
      `<polygon points="${f(x + w * 0.6)},${f(gy)} ${f(x + w * 0.64)},${f(gy)} ${f(x + w * 0.52)},${f(base)} ${f(x + w * 0.48)},${f(base)}" fill="#fff" opacity="0.12"/>`,
    );
    // Entrance canopy.
    const ex = x + w * r.range(0.3, 0.6);
    out.push(`<rect x="${f(ex - 90)}" y="${f(gy + glassH * 0.45 - 10)}" width="180" height="12" fill="${shade(cladding, -0.2)}"/>`);
    this.body.push(out.join(''));
    for (let tx = r.range(30, 90); tx < W; tx += r.range(320, 460)) {
      if (tx > x + 20 && tx < x + w - 20) continue;
      this.ashoka(tx, base, r.range(130, 170));
    }
  }

  private officeTowers(): void {
    const r = this.rng;
    const light = this.sky.light;
    const base = H - 170;
    const count = r.int(1, 2);
    const tint = r.pick(glassTints);
    for (let i = 0; i < count; i++) {
      const w = r.range(260, 340);
      const x = count === 1 ? (W - w) / 2 + r.range(-160, 160) : i === 0 ? r.range(180, 320) : r.range(660, 820);
      const height = r.range(360, 500) - i * 50;
      const top = base - height;
      const depth = w * 0.22;
      const glass = this.glassGradient(`office${i}`, shade(tint, i * 0.08));
      const frame = shade(r.pick(['#d8dde2', '#9aa4ad', '#4a5560']), light - 1);
      const out: string[] = [];
      out.push(
        `<polygon points="${f(x + w)},${f(top)} ${f(x + w + depth)},${f(top - depth * 0.35)} ${f(x + w + depth)},${f(base - depth * 0.35)} ${f(x + w)},${f(base)}" fill="${shade(tint, light - 1.35)}"/>`,
        `<polygon points="${f(x)},${f(top)} ${f(x + depth)},${f(top - depth * 0.35)} ${f(x + w + depth)},${f(top - depth * 0.35)} ${f(x + w)},${f(top)}" fill="${frame}"/>`,
        `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(height)}" fill="${glass}"/>`,
      );
      const grid: string[] = [];
      const floorH = r.range(16, 20);
      for (let y = top + floorH; y < base; y += floorH) grid.push(`M${f(x)} ${f(y)}h${f(w)}`);
      const cols = r.int(6, 10);
      for (let c = 1; c < cols; c++) grid.push(`M${f(x + (w / cols) * c)} ${f(top)}V${f(base)}`);
      out.push(`<path d="${grid.join('')}" stroke="${frame}" stroke-width="1.6" opacity="0.75"/>`);
      const lit: string[] = [];
      for (let y = top + floorH; y < base - floorH; y += floorH) {
        for (let c = 0; c < cols; c++) {
          if (r.chance(this.sky.litWindows * 0.7))
            lit.push(`<rect x="${f(x + (w / cols) * c + 1)}" y="${f(y + 1)}" width="${f(w / cols - 2)}" height="${f(floorH - 2)}"/>`);
        }
      }
      out.push(`<g fill="#ffe0a0" opacity="0.8">${lit.join('')}</g>`);
      out.push(
        `<polygon points="${f(x + w * 0.1)},${f(top)} ${f(x + w * 0.32)},${f(top)} ${f(x + w * 0.05)},${f(base)} ${f(x)},${f(base)} ${f(x)},${f(top + height * 0.2)}" fill="#fff" opacity="0.13"/>`,
        `<rect x="${f(x - 4)}" y="${f(top - 14)}" width="${f(w + 8)}" height="14" fill="${frame}"/>`,
        `<rect x="${f(x - 30)}" y="${f(base - 60)}" width="${f(w + 60)}" height="60" fill="${shade('#d9d4cc', light - 1)}"/>`,
        `<rect x="${f(x + w * 0.35)}" y="${f(base - 52)}" width="${f(w * 0.3)}" height="52" fill="${shade(tint, -0.3)}"/>`,
        `<rect x="${f(x + w * 0.3)}" y="${f(base - 62)}" width="${f(w * 0.4)}" height="8" fill="${frame}"/>`,
      );
      this.body.push(out.join(''));
    }
  }
}
