/**
 * The Gujarati and Hindi title and description of a listing or project as stored: '' is none (null),
 * descriptions are sanitised like the English one and, when they have text, keep 10 characters of it.
 */
import { validationError } from '../errors.ts';
import { htmlText, sanitizeHtml } from '../sanitize.ts';

export interface TranslatedForm {
  titleGu: string;
  titleHi: string;
  descriptionGu: string;
  descriptionHi: string;
}

export interface TranslatedValues {
  titleGu: string | null;
  titleHi: string | null;
  descriptionGu: string | null;
  descriptionHi: string | null;
}

const descriptionLabels = { descriptionGu: 'Gujarati description', descriptionHi: 'Hindi description' } as const;

/** Parsed form text as stored values; a description with no text left once sanitised (an empty editor's `<p></p>`) is none. */
export function translatedValues(form: TranslatedForm): TranslatedValues {
  const problems: Record<string, string> = {};
  const description = (field: keyof typeof descriptionLabels): string | null => {
    const clean = sanitizeHtml(form[field]);
    const text = htmlText(clean);
    if (text === '') return null;
    if (text.length < 10) problems[field] = `${descriptionLabels[field]} must be at least 10 characters long`;
    return clean;
  };
  const values = {
    titleGu: form.titleGu === '' ? null : form.titleGu,
    titleHi: form.titleHi === '' ? null : form.titleHi,
    descriptionGu: description('descriptionGu'),
    descriptionHi: description('descriptionHi'),
  };
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return values;
}
