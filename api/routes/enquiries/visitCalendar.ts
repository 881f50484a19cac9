/** A site visit as an iCalendar (RFC 5545) event, for 'Add to calendar'. */
import { agency } from '../../../contract/agency.ts';

/** A visit is booked for an hour. */
const VISIT_MINUTES = 60;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded, as the format asks. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

/** `place` is where the visit happens (the property's address); the office's when the enquiry names no listing. */
export function visitCalendar(input: {
  id: string;
  reference: string;
  title: string | null;
  place: string | null;
  visitAt: Date;
  host: string;
}): string {
  const end = new Date(input.visitAt.getTime() + VISIT_MINUTES * 60_000);
  const about = input.title ?? 'your enquiry';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${agency.name}//Site visits//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:visit-${input.id}@${input.host}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(input.visitAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(`Site visit: ${about}`)}`,
    `DESCRIPTION:${escapeText(`${agency.name}, enquiry ${input.reference}. Questions: ${agency.phones[0].display}`)}`,
    `LOCATION:${escapeText(input.place ?? agency.address.oneLine)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
