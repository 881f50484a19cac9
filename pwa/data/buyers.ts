/**
 * The agency's buyers (advisors and admins): the list, one buyer, a merge, a logged call, a
 * quick-add (through the outbox, so it waits on the phone with no signal) and the portal CSV import.
 * Never kept on the device beyond a quick-add waiting to be sent.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { BuyerDetail, BuyerSummary, ContactLogBody, QuickAddArgs } from '../../contract/buyers.ts';
import type { ImportPortal, ImportPreview, ImportResult } from '../../contract/leadImports.ts';
import { api } from './api.ts';
import { saveMutation, type MutationOutcome } from './sender.ts';

export const buyerKeys = {
  all: ['admin', 'buyers'] as const,
  list: (q: string) => ['admin', 'buyers', q] as const,
  detail: (id: string) => ['admin', 'buyer', id] as const,
};

export function buyersQuery(q: string) {
  return queryOptions({
    queryKey: buyerKeys.list(q),
    queryFn: async () => (await api.get<Envelope<BuyerSummary[]>>(`buyers?${new URLSearchParams({ q, limit: '100' })}`)).data,
  });
}

export function buyerQuery(id: string) {
  return queryOptions({
    queryKey: buyerKeys.detail(id),
    queryFn: async () => (await api.get<Envelope<BuyerDetail>>(`buyers/${id}`)).data,
  });
}

/** Merges `mergedId` into `keptId`. */
export async function mergeBuyer(keptId: string, mergedId: string): Promise<BuyerDetail> {
  return (await api.post<Envelope<BuyerDetail>>(`buyers/${keptId}/merge`, { json: { buyerId: mergedId } })).data;
}

export async function logBuyerContact(buyerId: string, body: ContactLogBody): Promise<BuyerDetail> {
  return (await api.post<Envelope<BuyerDetail>>(`buyers/${buyerId}/contacts`, { json: body })).data;
}

/** An advisor's walk-in or phone call, as the `lead.quickAdd` mutation of the advisor's outbox. */
export function quickAddLead(userId: string, args: QuickAddArgs): Promise<MutationOutcome> {
  return saveMutation(userId, 'lead.quickAdd', args);
}

const csvRequest = (file: Blob) => ({ body: file, headers: { 'Content-Type': 'text/csv' } });

export async function previewImport(portal: ImportPortal, file: Blob): Promise<ImportPreview> {
  return (await api.post<Envelope<ImportPreview>>(`lead-imports/preview?portal=${portal}`, csvRequest(file))).data;
}

export async function importLeads(portal: ImportPortal, file: Blob): Promise<ImportResult> {
  return (await api.post<Envelope<ImportResult>>(`lead-imports?portal=${portal}`, csvRequest(file))).data;
}
