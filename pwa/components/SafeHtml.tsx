import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Renders server HTML only after DOMPurify has cleaned it (the API sanitises too; this is the second
 * line). Rendered on the server there is no DOM for DOMPurify: there the page renderer passes
 * descriptions it has just sanitised itself (api/pageRenderer.ts).
 */
export function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const clean = useMemo(() => (DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : html), [html]);
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
