import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../lib/useHydrated.ts';

let purifier: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;

/** DOMPurify (11 KB gzip) is fetched once, not with the page. */
function loadPurifier(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(({ default: purify }) => (purifier = purify));
  return loading;
}

const clean = (purify: DOMPurify, html: string) => (purify.isSupported ? purify.sanitize(html, { USE_PROFILES: { html: true } }) : html);

/**
 * Renders server HTML only after DOMPurify has cleaned it (the API sanitises too; this is the second
 * line). Rendered on the server there is no DOM for DOMPurify: there the page renderer passes
 * descriptions it has just sanitised itself (api/pageRenderer.ts), and the browser adopts that HTML
 * as it is. Cleaning it again could change nothing: it is in the document already, parsed as the
 * page arrived. So DOMPurify is not even loaded for it; any other HTML (rendered in the browser, or
 * replacing the adopted one) asks for DOMPurify at once and waits for it, showing nothing until then.
 */
export function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const hydrated = useHydrated();
  const [serverHtml] = useState(() => (hydrated ? null : html));
  const adopted = html === serverHtml;
  const [purify, setPurify] = useState(() => purifier);
  useEffect(() => {
    if (purify || adopted) return;
    let live = true;
    void loadPurifier().then((loaded) => live && setPurify(() => loaded));
    return () => {
      live = false;
    };
  }, [purify, adopted]);
  const shown = useMemo(() => (adopted ? html : purify ? clean(purify, html) : ''), [adopted, purify, html]);
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: shown }} />;
}
