/** The caller's consents per purpose (the Privacy tab) and a mail's withdrawal link, as the server keeps them. */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { ConsentState, Purpose, WithdrawalPreview } from '../../contract/privacy.ts';
import { accountApi, api } from './api.ts';

export const consentsKey = ['privacy', 'consents'] as const;

/** Never kept on the device: always read fresh, so a withdrawal from a mail shows at once. */
export function consentsQuery() {
  return queryOptions({
    queryKey: consentsKey,
    queryFn: ({ signal }) => accountApi.get<Envelope<ConsentState[]>>('privacy/consents', { signal }).then((body) => body.data),
    gcTime: 0,
  });
}

export function saveConsent(purpose: Purpose, granted: boolean): Promise<ConsentState[]> {
  return accountApi.put<Envelope<ConsentState[]>>(`privacy/consents/${purpose}`, { json: { granted } }).then((body) => body.data);
}

export function withdrawalQuery(token: string) {
  return queryOptions({
    queryKey: ['privacy', 'withdrawal', token] as const,
    queryFn: ({ signal }) =>
      api.get<Envelope<WithdrawalPreview>>('privacy/withdrawals', { searchParams: { token }, signal }).then((body) => body.data),
    retry: false,
    gcTime: 0,
  });
}

export function withdrawByLink(token: string): Promise<WithdrawalPreview> {
  return api.post<Envelope<WithdrawalPreview>>('privacy/withdrawals', { searchParams: { token } }).then((body) => body.data);
}
