/** Description HTML is sanitised on write, so no script, handler or javascript: URL is ever stored. */
import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';

/**
 * jsdom, the window DOMPurify works in, loaded without its type declarations: they declare the
 * browser's globals (document, window), and the server's type check must not know them
 * (api/noBrowserGlobals.ts).
 */
function loadJsdom() {
  return createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
}

/** Made on the first description written, not at start-up: loading jsdom is most of a second of a start. */
let purifier: ReturnType<typeof createDOMPurify> | undefined;
function purify(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  const { JSDOM } = loadJsdom();
  purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', keepLinksSafe);
  return purifier;
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
];

/** What the hook below touches of a jsdom element (the DOM's own types are not the server's). */
interface SanitizedElement {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

function keepLinksSafe(node: unknown) {
  const element = node as SanitizedElement;
  if (element.tagName === 'A') {
    element.setAttribute('rel', 'noopener noreferrer nofollow');
    if (element.getAttribute('target')) element.setAttribute('target', '_blank');
  }
}

export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'colspan', 'rowspan'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}

/** Plain text of an HTML fragment (for validation of length and for summaries). */
export function htmlText(html: string): string {
  return purify().sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();
}
