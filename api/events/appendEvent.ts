/** The append-only event log: every state change writes one row here in its own transaction. */
import { enquiryEventTypes } from '../../contract/enquiries.ts';
import type { Tx } from '../db.ts';

export const eventTypes = [
  'user.registered',
  'user.updated',
  'user.role_changed',
  'user.avatar_changed',
  'user.deleted',
  'user.password_reset',
  'user.password_changed',
  'user.sessions_ended',
  'property.created',
  'property.updated',
  'property.deleted',
  'listing_draft.created',
  'listing_draft.updated',
  'listing_draft.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'project.image_removed',
  'project.unit_types_changed',
  'favorite.set',
  // The events of an enquiry's timeline, visits and the lead's draft listing among them.
  ...enquiryEventTypes,
  'lead_assignment.changed',
  'agent.duty_changed',
  'agent.availability_changed',
  'visit_settings.changed',
  'visit_length.changed',
  'contact.clicked',
  'buyer.created',
  'buyer.merged',
  'buyer.contact_logged',
  'buyer.requirement_added',
  'buyer.requirement_changed',
  'buyer.requirement_closed',
  'buyer.listing_shared',
  'buyer.match_dismissed',
  'lead.import_completed',
  'lead.next_action_set',
  'lead.next_action_done',
  'lead.next_action_due',
  'lead_import.mapping_changed',
  'saved_search.created',
  'saved_search.updated',
  'saved_search.deleted',
  'notifications.updated',
  'push.subscribed',
  'push.unsubscribed',
  'enquiry.contact_corrected',
  'privacy.erasure_requested',
  'privacy.erasure_cancelled',
  'privacy.erased',
  'privacy.nominee_set',
  'privacy.nominee_removed',
  'privacy.visitor_request_made',
  'privacy.visitor_erased',
  'privacy.retention_ran',
  'parental_consent.requested',
  'parental_consent.given',
  'parental_consent.refused',
  'parental_consent.expired',
  'consent.given',
  'consent.withdrawn',
  'grievance.filed',
  'grievance.answered',
  'breach.notified',
  'seed.completed',
  'seed.pictures_completed',
] as const;
export type EventType = (typeof eventTypes)[number];

export interface NewEvent {
  /** Client-made for offline intents, so a replay is a no-op; made here otherwise. */
  id?: string;
  type: EventType;
  subjectId: string;
  actorId: string | null;
  payload: Record<string, unknown>;
  /** The client's clock for offline work; now otherwise. */
  occurredAt?: Date;
}

export interface StoredEvent {
  seq: number;
  id: string;
  type: EventType;
  subjectId: string;
  actorId: string | null;
  payload: Record<string, unknown>;
  occurredAt: Date;
  recordedAt: Date;
}

/**
 * Appends one event inside the caller's transaction. Returns the stored event, or null when an
 * event with the same id is already recorded (a replayed client event).
 */
export async function appendEvent(tx: Tx, event: NewEvent): Promise<StoredEvent | null> {
  const rows = await tx<StoredEvent[]>`
    insert into events (id, type, subject_id, actor_id, payload, occurred_at)
    values (
      coalesce(${event.id ?? null}::uuid, gen_random_uuid()),
      ${event.type}, ${event.subjectId}, ${event.actorId},
      ${tx.json(event.payload as never)}, coalesce(${event.occurredAt ?? null}::timestamptz, now())
    )
    on conflict (id) do nothing
    returning seq, id, type, subject_id as "subjectId", actor_id as "actorId", payload,
              occurred_at as "occurredAt", recorded_at as "recordedAt"`;
  return rows[0] ?? null;
}
