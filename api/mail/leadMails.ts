/** What staff are told of a lead's speed to lead: its agent when it arrives, the admins when nobody called in time. */
import { formatMobile } from '../../contract/fields.ts';
import type { PushPayload } from '../../contract/push.ts';
import { leadPath } from './enquiryMails.ts';
import { renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

/** A lead as its messages name it: no more of the buyer than the agent needs to call them. */
export interface LeadNotice {
  _id: string;
  reference: string;
  name: string;
  mobile: string;
  listingTitle: string | null;
  contactDueAt: Date;
}

/** `3:04 pm` in Surat. */
const suratTime = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(at);

const about = (lead: LeadNotice) => lead.listingTitle ?? 'a general question';

export function assignedLeadMail(to: string, publicUrl: string, lead: LeadNotice): MailMessage {
  const { html, text } = renderMail({
    preheader: `${lead.reference}: call ${lead.name} by ${suratTime(lead.contactDueAt)}`,
    heading: `New lead ${lead.reference} is yours`,
    paragraphs: [`${lead.name} asked about ${about(lead)}.`, `Mobile: ${formatMobile(lead.mobile)}`],
    action: { label: 'Open the lead', url: new URL(leadPath(lead), publicUrl).toString() },
    note: `Call by ${suratTime(lead.contactDueAt)}: after that the lead goes to the office.`,
  });
  return { to, subject: `New lead ${lead.reference}: call by ${suratTime(lead.contactDueAt)}`, html, text };
}

export function assignedLeadPush(lead: LeadNotice): PushPayload {
  return {
    title: `New lead ${lead.reference} is yours`,
    body: `${lead.name}, ${about(lead)}: call by ${suratTime(lead.contactDueAt)}`,
    url: leadPath(lead),
    tag: `lead-${lead._id}`,
  };
}

/** A lead handed to an agent by hand (an admin's assignment): who gave it, and the lead. */
export function handedLeadMail(to: string, publicUrl: string, lead: LeadNotice, byName: string): MailMessage {
  const { html, text } = renderMail({
    preheader: `${byName} gave you ${lead.reference}`,
    heading: `Lead ${lead.reference} is yours`,
    paragraphs: [`${byName} assigned you ${lead.name}, who asked about ${about(lead)}.`, `Mobile: ${formatMobile(lead.mobile)}`],
    action: { label: 'Open the lead', url: new URL(leadPath(lead), publicUrl).toString() },
  });
  return { to, subject: `Lead ${lead.reference} assigned to you`, html, text };
}

export function handedLeadPush(lead: LeadNotice, byName: string): PushPayload {
  return {
    title: `Lead ${lead.reference} is yours`,
    body: `${byName} assigned you ${lead.name}, ${about(lead)}`,
    url: leadPath(lead),
    tag: `lead-${lead._id}`,
  };
}

export function escalatedLeadMail(to: string, publicUrl: string, lead: LeadNotice, agentName: string | null): MailMessage {
  const who = agentName ? `${agentName} has not` : 'Nobody has';
  const { html, text } = renderMail({
    preheader: `${lead.reference} was not contacted in time`,
    heading: `${lead.reference} is waiting for a call`,
    paragraphs: [
      `${who} logged a contact with ${lead.name} (${about(lead)}), due by ${suratTime(lead.contactDueAt)}.`,
      `Mobile: ${formatMobile(lead.mobile)}`,
    ],
    action: { label: 'Open the lead', url: new URL(leadPath(lead), publicUrl).toString() },
    note: 'Call them, or assign the lead to an agent on duty.',
  });
  return { to, subject: `Not contacted in time: ${lead.reference}`, html, text };
}

export function escalatedLeadPush(lead: LeadNotice): PushPayload {
  return {
    title: `${lead.reference} is waiting for a call`,
    body: `${lead.name}, ${about(lead)}: not contacted in time`,
    url: leadPath(lead),
    tag: `lead-escalated-${lead._id}`,
  };
}
