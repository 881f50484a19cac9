/** The ids of the words for a grievance's topics and statuses, shared by the form and the status page. */
import type { GrievanceStatus, GrievanceTopic } from '../../../contract/grievances.ts';
import type { MessageId } from '../../i18n/messages/en.ts';

export const topicWords: Record<GrievanceTopic, MessageId> = {
  consent: 'grievance.topic.consent',
  access: 'grievance.topic.access',
  correction: 'grievance.topic.correction',
  erasure: 'grievance.topic.erasure',
  nomination: 'grievance.topic.nomination',
  other: 'grievance.topic.other',
};

export const statusWords: Record<GrievanceStatus, MessageId> = {
  open: 'grievance.status.open',
  in_progress: 'grievance.status.in_progress',
  resolved: 'grievance.status.resolved',
};
