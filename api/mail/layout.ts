/**
 * The frame of every e-mail: a table layout with inline styles (what Gmail and phone mail apps
 * render reliably), 560 px wide at most, the agency's name on top and its contact lines below,
 * with a plain-text twin built from the same parts.
 */
import { agency } from '../../contract/agency.ts';
import { MAIL_WORDS, type MailLocale } from './mailWords.ts';

export interface MailParts {
  /** Shown in the inbox list after the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. how long a link is valid. */
  note?: string;
  /** Extra HTML placed between the paragraphs and the action (already escaped by its maker). */
  html?: string;
  /** The same extra content as text lines. */
  textLines?: string[];
  unsubscribeUrl?: string;
  /** One click to withdraw the consent the mail was sent under (api/privacy/consentLinks.ts). */
  withdrawUrl?: string;
  /** The recipient's language (English unless said): `<html lang>` and the frame's own words. */
  locale?: MailLocale;
}

const BRAND = '#0e434f';
const INK = '#1f2933';
const MUTED = '#52606d';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderMail(parts: MailParts): { html: string; text: string } {
  const locale = parts.locale ?? 'en';
  const words = MAIL_WORDS[locale];
  const paragraphs = parts.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(p)}</p>`)
    .join('');
  const action = parts.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="border-radius:10px;background:${BRAND}">` +
      `<a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:10px">${escapeHtml(parts.action.label)}</a>` +
      `</td></tr></table>`
    : '';
  const note = parts.note ? `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${MUTED}">${escapeHtml(parts.note)}</p>` : '';
  const unsubscribe = parts.unsubscribeUrl
    ? `<br><a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:${MUTED}">${escapeHtml(words.unsubscribeLink)}</a>`
    : '';
  const withdraw = parts.withdrawUrl
    ? `<br><a href="${escapeHtml(parts.withdrawUrl)}" style="color:${MUTED}">${escapeHtml(words.withdrawLink)}</a>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(parts.heading)}</title></head>
<body style="margin:0;padding:0;background:#f5f1ea">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(parts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f1ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;font-family:Arial,Helvetica,sans-serif">
<tr><td style="padding:20px 24px;background:${BRAND};border-radius:14px 14px 0 0;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(agency.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${INK}">${escapeHtml(parts.heading)}</h1>
${paragraphs}${parts.html ?? ''}${action}${note}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4ddd1;font-size:13px;line-height:20px;color:${MUTED}">
${escapeHtml(words.agencyFullName)} · ${escapeHtml(agency.phones[0].display)} · ${escapeHtml(agency.emails.general)}<br>${escapeHtml(agency.address.oneLine)}${unsubscribe}${withdraw}
</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.textLines ? [...parts.textLines, ''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.note ? [parts.note, ''] : []),
    '--',
    words.agencyFullName,
    `${agency.phones[0].display} · ${agency.emails.general}`,
    agency.address.oneLine,
    ...(parts.unsubscribeUrl ? ['', words.unsubscribeLine(parts.unsubscribeUrl)] : []),
    ...(parts.withdrawUrl ? [words.withdrawLine(parts.withdrawUrl)] : []),
  ].join('\n');
  return { html, text };
}
