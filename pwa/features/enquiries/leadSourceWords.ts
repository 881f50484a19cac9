/** Where a lead came from, in the page's language: the buyers' screen and the reports name sources alike. */
import type { LeadSource } from '../../../contract/buyers.ts';
import type { MessageId } from '../../i18n/messages/en.ts';

export const leadSourceWords: Record<LeadSource, MessageId> = {
  website: 'source.website',
  walk_in: 'source.walk_in',
  phone: 'source.phone',
  whatsapp: 'source.whatsapp',
  referral: 'source.referral',
  '99acres': 'source.99acres',
  magicbricks: 'source.magicbricks',
  housing: 'source.housing',
  webhook: 'source.webhook',
  other: 'source.other',
};
