/**
 * Draws 'ગુજરાતી' and 'हिन्दी' as SVG outlines for the switcher; run it to write pwa/components/languageNameGlyphs.ts.
 * Why: docs/decisions/019-drawn-language-names.md
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

interface Path {
  scale(x: number, y: number): Path;
  translate(x: number, y: number): Path;
  commands: { command: string; args: number[] }[];
}
interface Font {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  layout(
    text: string,
    options: { script: string },
  ): { glyphs: { path: Path }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(file: string): Font };

const FONTS = fileURLToPath(new URL('../node_modules/@fontsource/', import.meta.url));
const NAMES = [
  { locale: 'gu', text: 'ગુજરાતી', script: 'gujr', font: 'noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff' },
  { locale: 'hi', text: 'हिन्दी', script: 'deva', font: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff' },
] as const;

const LETTERS: Record<string, string> = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c', closePath: 'z' };

/**
 * One path of the shaped text, in whole thousandths of an em, y downwards from the baseline, each
 * command relative to the point before it (shorter figures than absolute ones).
 */
function outline(font: Font, text: string, script: string): { width: number; d: string } {
  const unit = 1000 / font.unitsPerEm;
  const run = font.layout(text, { script });
  let pen = 0;
  let [x, y] = [0, 0];
  let start = [0, 0];
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const placed = glyph.path.translate(pen + position.xOffset, position.yOffset).scale(unit, -unit);
    for (const { command, args } of placed.commands) {
      const points = args.map((value) => Math.round(value));
      const relative = points.map((value, i) => value - (i % 2 === 0 ? x : y));
      parts.push(`${LETTERS[command]}${relative.join(' ').replace(/ -/g, '-')}`);
      if (command === 'closePath') [x, y] = start;
      else [x, y] = [points.at(-2)!, points.at(-1)!];
      if (command === 'moveTo') start = [x, y];
    }
    pen += position.xAdvance;
  });
  return { width: Math.round(pen * unit), d: parts.join('') };
}

const fonts = NAMES.map((name) => fontkit.openSync(FONTS + name.font));
const ascent = Math.max(...fonts.map((font) => Math.round((font.ascent * 1000) / font.unitsPerEm)));
const descent = Math.max(...fonts.map((font) => Math.round((-font.descent * 1000) / font.unitsPerEm)));
const glyphs = Object.fromEntries(NAMES.map((name, index) => [name.locale, outline(fonts[index]!, name.text, name.script)]));

await writeFile(
  fileURLToPath(new URL('../pwa/components/languageNameGlyphs.ts', import.meta.url)),
  `/** Made by scripts/languageNameGlyphs.ts: the outlines of 'ગુજરાતી' and 'हिन्दी' in thousandths of an em. */
export const NAME_ASCENT = ${ascent};
export const NAME_DESCENT = ${descent};
export const NAME_GLYPHS = ${JSON.stringify(glyphs, null, 2)} as const;
`,
);
