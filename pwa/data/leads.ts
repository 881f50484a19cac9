/**
 * The agency's side of enquiries (admin): the leads list and one lead's timeline, its changes, the
 * CSV export and the leads per listing. Never kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { Enquiry, EnquiryDetail, EnquiryListMeta, ListingLeadCounts } from '../../contract/enquiries.ts';
import { api } from './api.ts';

export const leadKeys = {
  all: ['admin', 'enquiries'] as const,
  list: (search: string) => ['admin', 'enquiries', search] as const,
  detail: (id: string) => ['admin', 'enquiry', id] as const,
  perListing: ['admin', 'listing-leads'] as const,
};

/** GET /admin/enquiries with the filters' query string. */
export function leadsQuery(search: string) {
  return queryOptions({
    queryKey: leadKeys.list(search),
    queryFn: () => api.get<Envelope<Enquiry[], EnquiryListMeta>>(`admin/enquiries?${search}`),
  });
}

export function leadQuery(id: string) {
  return queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: async () => (await api.get<Envelope<EnquiryDetail>>(`admin/enquiries/${id}`)).data,
  });
}

/** Moves a lead along, schedules its visit, assigns it or adds a note. */
export function changeLead(id: string, body: Record<string, unknown>): Promise<Envelope<EnquiryDetail>> {
  return api.patch<Envelope<EnquiryDetail>>(`admin/enquiries/${id}`, { json: body });
}

/** The filtered leads as CSV, for Excel. */
export function leadsCsv(search: string): Promise<Blob> {
  return api.ky.get(`admin/enquiries.csv?${search}`).blob();
}

/** Enquiries and Call/WhatsApp taps per listing over the last 30 days, by property id. */
export function leadsPerListingQuery() {
  return queryOptions({
    queryKey: leadKeys.perListing,
    queryFn: async () =>
      new Map((await api.get<Envelope<ListingLeadCounts[]>>('admin/listing-leads')).data.map((row) => [row.propertyId, row])),
  });
}

/** Makes the draft listing of an owner's offer, in one step. */
export async function makeDraftListing(leadId: string): Promise<{ propertyId: string; reference: string }> {
  return (await api.post<Envelope<{ propertyId: string; reference: string }>>(`admin/enquiries/${leadId}/draft-listing`)).data;
}
