/**
 * The frame of the pages behind links mailed to people who need not sign in (a visit's reschedule,
 * cancel and feedback links, a parent's consent link): the link's query, the page in the language
 * it names with that language's script font, and the agency's phone and name below every page.
 */
import path from 'node:path';
import * as v from 'valibot';
import { agency } from '../../contract/agency.ts';
import { siteLanguages, type SiteLanguage } from '../../contract/catalog.ts';
import type { AppContext, Deps } from '../context.ts';
import { escapeHtml } from '../mail/layout.ts';
import { projectRoot } from '../projectRoot.ts';
import { languageStylesheet } from '../visits/pageFonts.ts';

/** A mailed link's query: its signed token and the page's language. */
export const LinkQuery = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  lang: v.optional(v.picklist(siteLanguages), 'en'),
});

/** The link's token and language; a malformed query reads as no token, in English. */
export function linkQueryOf(ctx: AppContext): { language: SiteLanguage; token: string } {
  const parsed = v.safeParse(LinkQuery, ctx.query);
  return parsed.success ? { language: parsed.output.lang, token: parsed.output.token } : { language: 'en', token: '' };
}

/** A page's answer as the OpenAPI document describes it. */
export const htmlPage = { contentType: 'text/html', description: 'The page' };

const CALL: Record<SiteLanguage, string> = {
  en: 'Questions? Call us',
  gu: 'પ્રશ્નો છે? અમને ફોન કરો',
  hi: 'सवाल? हमें कॉल करें',
};

type LinkPageShow = (ctx: AppContext, language: SiteLanguage, heading: string, body: string) => void;

/**
 * Shows a link's page styled by `style`: the heading and `body` (HTML) in `language`, with the font
 * the served web build has for it, uncached and sent with no referrer. A link that no longer works
 * is a page too (200), never an error.
 */
export function linkPageShower(deps: Deps, style: string): LinkPageShow {
  // The fonts come from the served web build, as the site's own Gujarati and Hindi pages have them.
  const pwaDir = deps.config.pwaDir ?? path.join(projectRoot, 'dist/pwa');
  return (ctx, language, heading, body) => {
    const fonts = languageStylesheet(pwaDir, language);
    const phone = agency.phones[0];
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(heading)} · ${escapeHtml(agency.name)}</title>${fonts ? `<link rel="stylesheet" href="${escapeHtml(fonts)}">` : ''}
<style>${style}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1>${body}<p>${escapeHtml(CALL[language])}: <a href="${escapeHtml(phone.href)}">${escapeHtml(phone.display)}</a></p><p><a href="/">${escapeHtml(agency.name)}</a></p></main></body></html>`;
  };
}
