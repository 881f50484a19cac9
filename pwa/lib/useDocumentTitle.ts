import { useEffect } from 'react';
import { agency } from '../../contract/agency.ts';
import type { MessageId } from '../i18n/messages/en.ts';
import { useT, type MessageValues } from '../i18n/useT.tsx';

/**
 * `Page | Shreeji Realty, Surat`, or just the agency on the home page, in the page's language
 * (`… | Shreeji Realty, સુરત`), as the server's head says it (pwa/routes.ts). The page is its
 * words, or a message's id (and values) in the page's language.
 */
export function useDocumentTitle(title?: string | { id: MessageId; values?: MessageValues }) {
  const t = useT();
  const page = typeof title === 'object' ? t(title.id, title.values) : title;
  const text = page ? t('head.titled', { page, agency: agency.name }) : t('head.home.title', { agency: agency.name });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
