import type { Locale } from '../i18n/locales.ts';
import { NAME_ASCENT, NAME_DESCENT, NAME_GLYPHS } from './languageNameGlyphs.ts';

/**
 * 'ગુજરાતી' or 'हिन्दी' drawn in the text's colour and size, sitting on its baseline
 * (scripts/languageNameGlyphs.ts made the outlines): no font to find, load or wait for on any
 * device. Decorative: the link around it carries the name (`aria-label`).
 */
export function LanguageName({ locale }: { locale: Exclude<Locale, 'en'> }) {
  const { width, d } = NAME_GLYPHS[locale];
  const height = NAME_ASCENT + NAME_DESCENT;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 ${-NAME_ASCENT} ${width} ${height}`}
      fill="currentColor"
      className="inline-block"
      style={{ width: `${width / 1000}em`, height: `${height / 1000}em`, verticalAlign: `${-NAME_DESCENT / 1000}em` }}
    >
      <path d={d} />
    </svg>
  );
}
