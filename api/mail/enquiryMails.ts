/** What the agency is told of a new enquiry: the sales e-mail and the admins' push, in English (the office's language). */
import { agency } from '../../contract/agency.ts';
import { visitSlotLabels, type EnquiryStatus } from '../../contract/enquiries.ts';
import type { PushPayload } from '../../contract/push.ts';
import { formatMobile } from '../../contract/fields.ts';
import { renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

/** A new enquiry, as the agency hears of it. */
export interface NewEnquiry {
  _id: string;
  reference: string;
  status: EnquiryStatus;
  name: string;
  mobile: string;
  email: string | null;
  message: string;
  listingTitle: string | null;
  listingReference: string | null;
  visitDate: string | null;
  visitSlot: string | null;
}

/** The enquiry in the admin's Leads screen (a path, as push messages carry). */
export const leadPath = (enquiry: Pick<NewEnquiry, '_id'>) => `/admincp/leads?enquiry=${enquiry._id}`;

const aboutOf = (enquiry: NewEnquiry) =>
  enquiry.listingTitle
    ? `${enquiry.listingTitle}${enquiry.listingReference ? ` (${enquiry.listingReference})` : ''}`
    : 'a general question';

/** The e-mail to ENQUIRY_NOTIFY_EMAIL; `publicUrl` makes its link to the lead absolute. */
export function newEnquiryMail(to: string, publicUrl: string, enquiry: NewEnquiry): MailMessage {
  const about = aboutOf(enquiry);
  const lines = [
    `${enquiry.name} enquired about ${about}.`,
    `Mobile: ${formatMobile(enquiry.mobile)}${enquiry.email ? ` · E-mail: ${enquiry.email}` : ''}`,
    ...(enquiry.visitDate
      ? [
          `Would like to visit on ${enquiry.visitDate}${enquiry.visitSlot ? `, ${visitSlotLabels[enquiry.visitSlot as keyof typeof visitSlotLabels]}` : ''}.`,
        ]
      : []),
    ...(enquiry.message ? [`Message: ${enquiry.message}`] : []),
  ];
  const { html, text } = renderMail({
    preheader: `${enquiry.reference}: ${enquiry.name} about ${about}`,
    heading: `New enquiry ${enquiry.reference}`,
    paragraphs: lines,
    action: { label: 'Open in Leads', url: new URL(leadPath(enquiry), publicUrl).toString() },
    note: `Call back soon: ${agency.name} promised an advisor will call shortly.`,
  });
  return { to, subject: `New enquiry ${enquiry.reference}: ${about}`, html, text };
}

/** The push to every admin's subscribed browsers. */
export function newEnquiryPush(enquiry: NewEnquiry): PushPayload {
  const about = enquiry.listingReference ? ` about ${enquiry.listingReference}` : '';
  return {
    title: `New enquiry ${enquiry.reference}`,
    body: `${enquiry.name}${about}${enquiry.visitDate ? `, site visit ${enquiry.visitDate}` : ''}`,
    url: leadPath(enquiry),
    tag: `enquiry-${enquiry._id}`,
  };
}
