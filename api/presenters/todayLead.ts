/** A lead row of the Today reads, as the phone is given it. */
import type { SiteLanguage } from '../../contract/catalog.ts';
import type { EnquiryStatus } from '../../contract/enquiries.ts';
import type { NextActionKind, TodayLead } from '../../contract/today.ts';

export interface TodayLeadRow {
  id: string;
  reference: string;
  buyerId: string | null;
  name: string;
  mobile: string;
  language: SiteLanguage;
  listingReference: string | null;
  listingTitle: string | null;
  status: EnquiryStatus;
  stageSince: Date;
  assigneeId: string | null;
  nextAction: NextActionKind | null;
  nextActionNote: string;
  dueAt: Date | null;
  visitAt: Date | null;
  createdAt: Date;
}

const DAY_MS = 86_400_000;

export function presentTodayLead(row: TodayLeadRow, now: Date): TodayLead {
  return {
    _id: row.id,
    reference: row.reference,
    buyerId: row.buyerId,
    name: row.name,
    mobile: row.mobile,
    language: row.language,
    listing: row.listingTitle ? { reference: row.listingReference, title: row.listingTitle } : null,
    status: row.status,
    daysInStage: Math.max(0, Math.floor((now.getTime() - new Date(row.stageSince).getTime()) / DAY_MS)),
    assigneeId: row.assigneeId,
    nextAction:
      row.nextAction && row.dueAt ? { kind: row.nextAction, dueAt: new Date(row.dueAt).toISOString(), note: row.nextActionNote } : null,
    visitAt: row.visitAt ? new Date(row.visitAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
