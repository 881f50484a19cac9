/**
 * The Gujarati and Hindi title and description of the property and project forms, each language a
 * section of its own. Optional: pages in that language show them where given, the English otherwise.
 * The fields are marked with their language (`lang`), so the browser picks the script's font, its
 * spell checker and its keyboard hints.
 */
// The scripts' fonts come with the forms that show them (fetched only for those letters), whatever the page's language.
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-700.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './translationFonts.css';
import { Field, type FormSchema, type FormStore } from '@formisch/react';
import type * as v from 'valibot';
import { TextField } from '../../components/FormField.tsx';
import { RichTextEditor } from '../../components/RichTextEditor.tsx';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { FormSection } from './FormControls.tsx';

export const translationFieldNames = ['titleGu', 'descriptionGu', 'titleHi', 'descriptionHi'] as const;

/** A form schema with the four translated fields. */
type TranslatedSchema = FormSchema &
  v.GenericSchema<{
    titleGu?: string | undefined;
    titleHi?: string | undefined;
    descriptionGu?: string | undefined;
    descriptionHi?: string | undefined;
  }>;

const languages = [
  { lang: 'gu', title: 'titleGu', description: 'descriptionGu', example: 'વેસુમાં 3 BHK ફ્લેટ' },
  { lang: 'hi', title: 'titleHi', description: 'descriptionHi', example: 'वेसू में 3 BHK फ्लैट' },
] as const;

export function TranslationSections<TSchema extends TranslatedSchema>({ form }: { form: FormStore<TSchema> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {languages.map((language) => {
        const name = t('listingForm.language', { lang: language.lang });
        return (
          <FormSection key={language.lang} title={name} description={t('listingForm.translationDescription', { language: name })}>
            {/* TranslatedSchema promises these paths; Formisch cannot check a path against a generic schema. */}
            <Field of={form} path={[language.title] as never}>
              {(field) => (
                <TextField
                  field={field}
                  // Not 'Gujarati title': the English field keeps the only label with that word.
                  label={t('listingForm.translatedTitle', { language: name })}
                  hint={t('listingForm.translatedTitleHint', { language: name })}
                  lang={language.lang}
                  // On a Gujarati or Hindi page the example alone: the field's font has that language's script only.
                  placeholder={locale === DEFAULT_LOCALE ? t('listingForm.example', { text: language.example }) : language.example}
                  maxLength={150}
                />
              )}
            </Field>
            <Field of={form} path={[language.description] as never}>
              {(field) => (
                <RichTextEditor
                  label={t('listingForm.translatedText', { language: name })}
                  hint={t('listingForm.translatedTextHint', { language: name })}
                  lang={language.lang}
                  initialHtml={String(field.input ?? '')}
                  onChange={(html) => (field.onChange as (value: string) => void)(html)}
                  error={field.errors?.[0]}
                  height={160}
                />
              )}
            </Field>
          </FormSection>
        );
      })}
    </>
  );
}
