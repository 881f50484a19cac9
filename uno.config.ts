import { defineConfig, presetTypography, presetWind3, type PresetWind3Theme } from 'unocss';

/** The page's font stack: the system's interface font, then emoji. */
const SANS = `system-ui, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'`;

const SHORTCUTS: Record<string, string> = {
  'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
  'focus-ring':
    'outline-none focus-visible:ring-3 focus-visible:ring-accent-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white',
  btn: 'focus-ring inline-flex items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold transition duration-200 disabled:cursor-not-allowed disabled:opacity-60 select-none',
  'btn-primary': 'btn bg-brand-800 text-white shadow-sm hover:bg-brand-700 active:bg-brand-900',
  'btn-accent': 'btn bg-accent-400 text-ink shadow-sm hover:bg-accent-300 active:bg-accent-500',
  'btn-outline': 'btn border border-brand-200 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50',
  'btn-ghost': 'btn text-brand-800 hover:bg-brand-50',
  'btn-light': 'btn border border-white/40 bg-white/10 text-white backdrop-blur hover:bg-white/20',
  card: 'rounded-2xl border border-sand-200 bg-white shadow-card',
  field:
    'focus-ring block w-full rounded-xl border border-sand-200 bg-white px-3.5 py-2.5 text-sm text-ink placeholder:text-ink-muted hover:border-brand-300 focus-visible:border-brand-500',
  label: 'mb-1.5 block text-sm font-semibold text-ink',
  chip: 'focus-ring inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-medium transition duration-150',
  'chip-on': 'chip border-brand-800 bg-brand-800 text-white shadow-sm',
  'chip-off': 'chip border-sand-200 bg-white text-ink-soft hover:border-brand-300 hover:text-brand-800',
  eyebrow: 'text-xs font-bold uppercase tracking-[0.18em] text-accent-700',
  skeleton: 'animate-pulse rounded-lg bg-sand-200',
  // Styled, laid out and painted only once near the screen (content-visibility: auto), standing
  // meanwhile at its last size or this guess: for what a page holds below its first screen, so a
  // phone's first layout is of what it shows. It contains its layout and paint: nothing inside
  // may stick out of it or be `fixed` (dialogs and menus render outside, in portals).
  'render-lazily': '[content-visibility:auto] [contain-intrinsic-size:auto_1000px]',
  'render-lazily-card': '[content-visibility:auto] [contain-intrinsic-size:auto_540px]',
  // The footer's guess is at least its height at each width (about 1,030 px on a phone, 670 on a
  // tablet, 440 on a desktop): a contrast check reads the background under each line of text by
  // the boxes laid out, and in a shorter box its last lines fell on the page's sand background
  // instead of the footer's. Drawn, it takes its own height; being last, that moves nothing.
  'render-lazily-footer':
    '[content-visibility:auto] [contain-intrinsic-size:auto_1100px] md:[contain-intrinsic-size:auto_700px] lg:[contain-intrinsic-size:auto_480px]',
};

/**
 * Deep teal-navy brand with a warm amber accent. Text colours used on each background keep
 * WCAG AA contrast: brand-700+ and ink on white/sand, white on brand-700+, ink on accent-400.
 */
export default defineConfig<PresetWind3Theme>({
  content: { pipeline: { include: [/\.(tsx?|html)($|\?)/] } },
  presets: [presetWind3(), presetTypography()],
  // Variants take a colon only: with the default "-" too, the `focus-ring` class parsed as `focus:ring` and never reached its shortcut.
  separators: [':'],
  theme: {
    colors: {
      brand: {
        50: '#eef7f8',
        100: '#d4ecef',
        200: '#acd8de',
        300: '#78bcc6',
        400: '#3f98a6',
        500: '#1f7b8a',
        600: '#166474',
        700: '#12525f',
        800: '#0e434f',
        900: '#0b3b47',
        950: '#06242c',
      },
      accent: {
        50: '#fff8eb',
        100: '#feedc6',
        200: '#fdd889',
        300: '#fcc14c',
        400: '#f6a823',
        500: '#e08a0b',
        600: '#b96807',
        700: '#934e0b',
        800: '#793f10',
        900: '#663511',
      },
      ink: { DEFAULT: '#13212b', soft: '#3d4c57', muted: '#55636d' },
      sand: { DEFAULT: '#f7f5f0', 100: '#f2efe7', 200: '#e7e2d6' },
    },
    // `font-sans` names the page's own stack (the preflight's, below): one list of fonts, not two.
    fontFamily: { sans: SANS },
    boxShadow: {
      card: '0 1px 2px rgba(16, 33, 43, 0.06), 0 4px 16px -4px rgba(16, 33, 43, 0.10)',
      lift: '0 2px 4px rgba(16, 33, 43, 0.06), 0 18px 40px -12px rgba(16, 33, 43, 0.28)',
    },
  },
  shortcuts: SHORTCUTS,
  // A shortcut's name after a "-" (`-label`, from an id like `${id}-label`) reads as its negative,
  // for which the preset would emit a broken rule of negated margins and font sizes.
  blocklist: Object.keys(SHORTCUTS).map((name) => `-${name}`),

  preflights: [
    {
      // The reset's font stack begins with `ui-sans-serif`, which only Safari knows (as San Francisco,
      // its `system-ui` too). Every other browser asks the system for it and is told there is none:
      // on Linux a synchronous call to the browser's process in the page's first layout.
      getCSS: () => `
        html { scroll-behavior: smooth; -webkit-text-size-adjust: 100%; font-family: ${SANS}; }
        @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; } }
        body { background: #f7f5f0; color: #13212b; -webkit-font-smoothing: antialiased; }
        @keyframes fadeIn { from { opacity: 0; } to { opacity: 1; } }
        ::selection { background: #fdd889; color: #13212b; }
      `,
    },
  ],
});
