import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import { useLocation } from 'wouter';
import type { User } from '../../../contract/users.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { isLocale, keepLocale, LANGUAGE_NAMES, LOCALES, localizedPath, type Locale } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { replaceUser } from '../../lib/store.ts';
import { profileQuery, saveLanguage } from '../../data/users.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { SettingsCard } from './SettingsCard.tsx';

const ENGLISH_NAMES: Record<Locale, string> = { en: 'English', gu: 'Gujarati', hi: 'Hindi' };

/**
 * The language the site is shown in, kept with the account (and on this device): choosing one saves
 * it and opens this page in that language. Until one is chosen, the page's language is shown.
 */
export function LanguageSettings({ user }: { user: User }) {
  const pageLocale = useLocale();
  const t = useT();
  const describeFailure = useFailureMessage();
  const [path] = useLocation();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const current: Locale = isLocale(user.locale) ? user.locale : pageLocale;

  const choose = async (locale: Locale) => {
    setSaving(true);
    try {
      const body = await saveLanguage(user._id, locale);
      if (body.data?.user) replaceUser(body.data.user);
      keepLocale(locale);
      // The account moved to a new version: the profile form saves from that one.
      void queryClient.invalidateQueries({ queryKey: profileQuery(user._id).queryKey });
      toast.success(t('languageSettings.saved'));
      if (locale !== pageLocale) window.location.assign(`${localizedPath(locale, path)}${window.location.search}`);
    } catch (error) {
      toast.error(describeFailure(error, t('languageSettings.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard id="language-heading" title={t('language.label')} intro={t('languageSettings.intro')}>
      <div className="mt-5 flex items-center gap-3">
        <label htmlFor="account-language" className="sr-only">
          {t('language.label')}
        </label>
        <select
          id="account-language"
          className="field w-full sm:w-64"
          value={current}
          disabled={saving}
          onChange={(event) => {
            if (isLocale(event.target.value)) void choose(event.target.value);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {locale === 'en' ? LANGUAGE_NAMES[locale] : `${LANGUAGE_NAMES[locale]} (${ENGLISH_NAMES[locale]})`}
            </option>
          ))}
        </select>
        {saving && <Spinner />}
      </div>
    </SettingsCard>
  );
}
