/** A lead's move to another stage, inside the caller's transaction. */
import type { EnquiryStatus } from '../../contract/enquiries.ts';
import type { Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';

/** Sets the lead's status and the time it moved (its days in stage count from it), and records the move. */
export async function moveLeadStage(
  tx: Tx,
  move: { enquiryId: string; from: string; to: EnquiryStatus; actorId: string | null; at: Date },
): Promise<void> {
  await tx`update enquiries set status = ${move.to}, status_changed_at = ${move.at}, updated_at = now() where id = ${move.enquiryId}`;
  await appendEvent(tx, {
    type: 'enquiry.status_changed',
    subjectId: move.enquiryId,
    actorId: move.actorId,
    payload: { from: move.from, to: move.to },
    occurredAt: move.at,
  });
}
