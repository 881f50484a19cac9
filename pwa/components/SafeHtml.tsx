import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { afterSettled } from '../lib/startup.ts';
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
 * as it is, and DOMPurify loads once the page has settled (lib/startup.ts). Any other HTML asks for
 * DOMPurify at once and waits for it, showing nothing until then.
 */
export function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const hydrated = useHydrated();
  const [serverHtml] = useState(() => (hydrated ? null : html));
  const [purify, setPurify] = useState(() => purifier);
  useEffect(() => {
    if (purify) return;
    let live = true;
    const adopted = html === serverHtml;
    void (adopted ? afterSettled() : Promise.resolve())
      .then(loadPurifier)
      .then((loaded) => live && setPurify(() => loaded));
    return () => {
      live = false;
    };
  }, [purify, html, serverHtml]);
  const shown = useMemo(() => (purify ? clean(purify, html) : html === serverHtml ? html : ''), [purify, html, serverHtml]);
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: shown }} />;
}
