/**
 * Saving an edit made from a version someone else has changed since: the server refuses it (412);
 * this loads their version and holds both, so the dialog can offer Reload (take theirs into the
 * form) or Overwrite (send yours again, made from their version).
 */
import { useRef, useState } from 'react';
import type { Versioned } from '../../data/admin.ts';
import { ApiError } from '../../lib/apiError.ts';

export interface EditConflict<TValues, TRecord> {
  /** The server's words: 'This property was changed by someone else. Reload to see their changes.' */
  message: string;
  yours: TValues;
  theirs: Versioned<TRecord>;
}

/** What the create-and-edit forms take besides the record itself. */
export interface EditorFormProps<TRecord> {
  /** The version of the record the form was filled from; its save is refused once someone else saved. */
  etag?: string | null;
  /** Fill the form again from their saved version (after an edit conflict). */
  onReload?: (theirs: Versioned<TRecord>) => void;
  onSaved: (record: TRecord | undefined) => void;
  onCancel?: () => void;
}

export function useEditConflict<TValues, TRecord>(initialEtag: string | null, load: () => Promise<Versioned<TRecord>>) {
  /** The version the form's next save is made from. */
  const etag = useRef(initialEtag);
  const [conflict, setConflict] = useState<EditConflict<TValues, TRecord> | null>(null);
  const [overwriting, setOverwriting] = useState(false);

  /** Given a save's failure: true when it was a conflict, now shown with their version loaded. */
  const catchConflict = async (error: unknown, yours: TValues): Promise<boolean> => {
    if (!(error instanceof ApiError) || error.status !== 412) return false;
    try {
      setConflict({ message: error.message, yours, theirs: await load() });
      return true;
    } catch {
      // Their version could not be loaded: the save's own failure is shown.
      return false;
    }
  };

  /** Sends the form's values again, made from their version; a newer save still conflicts. */
  const overwrite = async (save: (values: TValues) => Promise<void>) => {
    const current = conflict;
    if (!current) return;
    etag.current = current.theirs.etag;
    setOverwriting(true);
    try {
      await save(current.yours);
    } finally {
      setOverwriting(false);
      setConflict((shown) => (shown === current ? null : shown));
    }
  };

  return { etag, conflict, overwriting, catchConflict, overwrite, dismiss: () => setConflict(null) };
}
