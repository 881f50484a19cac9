/** The consent an alert rests on (the person's, to alerts) and the mail's link that withdraws it. */
import type { MessageConsent } from '../notifications/notifier.ts';
import { withdrawalUrl } from '../privacy/consentLinks.ts';
import type { AlertDeps } from './alerts.ts';

export const alertsConsent = (user: { id: string }): MessageConsent => ({ purpose: 'alerts', subject: { kind: 'user', id: user.id } });

export const alertsWithdrawUrl = (deps: Pick<AlertDeps, 'publicUrl' | 'consentLinkKey'>, user: { id: string; locale?: string | null }) =>
  withdrawalUrl(deps.publicUrl, deps.consentLinkKey, { subject: { kind: 'user', id: user.id }, purposes: ['alerts'] }, user.locale ?? 'en');
