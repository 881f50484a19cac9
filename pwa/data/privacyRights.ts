/**
 * The Privacy tab's calls: the export archive, the account's erasure (ask, cancel), the nominee, and
 * the contact details of the person's own enquiries; and a visitor's erasure by a mailed code.
 * Never kept on the device: read fresh each time.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type {
  EnquiryContact,
  EnquiryContactBody,
  ErasureState,
  NomineeBody,
  NomineeData,
  VisitorCodeBody,
  VisitorErasure,
  VisitorRequestBody,
  VisitorRequestMade,
} from '../../contract/privacyRights.ts';
import { toApiError } from '../lib/apiError.ts';
import { accountApi, api } from './api.ts';

export const privacyKeys = {
  erasure: ['privacy', 'erasure'] as const,
  nominee: ['privacy', 'nominee'] as const,
  enquiries: ['privacy', 'enquiries'] as const,
};

/** GET /privacy/export: the ZIP archive of everything held about the caller. */
export async function downloadPersonalData(): Promise<Blob> {
  try {
    return await accountApi.ky.get('privacy/export').blob();
  } catch (error) {
    throw await toApiError(error);
  }
}

export function erasureQuery() {
  return queryOptions({
    queryKey: privacyKeys.erasure,
    queryFn: async () => (await accountApi.get<Envelope<ErasureState>>('privacy/erasure')).data,
  });
}

export function askErasure(currentPassword: string): Promise<Envelope<ErasureState>> {
  return accountApi.post('privacy/erasure', { json: { currentPassword } });
}

export function cancelErasure(): Promise<Envelope<ErasureState>> {
  return accountApi.delete('privacy/erasure');
}

export function nomineeQuery() {
  return queryOptions({
    queryKey: privacyKeys.nominee,
    queryFn: async () => (await accountApi.get<Envelope<NomineeData>>('privacy/nominee')).data.nominee,
  });
}

export function saveNominee(nominee: NomineeBody): Promise<Envelope<NomineeData>> {
  return accountApi.put('privacy/nominee', { json: nominee });
}

export function removeNominee(): Promise<Envelope<NomineeData>> {
  return accountApi.delete('privacy/nominee');
}

export function enquiryContactsQuery() {
  return queryOptions({
    queryKey: privacyKeys.enquiries,
    queryFn: async () => (await accountApi.get<Envelope<EnquiryContact[]>>('privacy/enquiries')).data,
  });
}

export function correctEnquiryContact(enquiryId: string, contact: EnquiryContactBody): Promise<Envelope<null>> {
  return accountApi.put(`privacy/enquiries/${encodeURIComponent(enquiryId)}/contact`, { json: contact });
}

/** POST /privacy/visitor-requests: a visitor asks for a code at the e-mail their enquiries were made with. */
export function askVisitorErasure(body: VisitorRequestBody): Promise<Envelope<VisitorRequestMade>> {
  return api.post('privacy/visitor-requests', { json: body });
}

/** POST /privacy/visitor-requests/:id/verify: the mailed code erases those enquiries. */
export function verifyVisitorErasure(requestId: string, body: VisitorCodeBody): Promise<Envelope<VisitorErasure>> {
  return api.post(`privacy/visitor-requests/${encodeURIComponent(requestId)}/verify`, { json: body });
}
