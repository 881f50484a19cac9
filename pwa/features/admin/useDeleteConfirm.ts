/**
 * The spec's delete flow (§4): click Delete → the id is stored and the confirm dialog opens →
 * confirm calls delete → the dialog closes → the list reloads. A toast says how it went.
 */
import { useReducer } from 'react';
import toast from '../../lib/toast.ts';
import type { Envelope } from '../../../contract/answers.ts';

export interface DeleteFlow {
  /** The stored id: set while the dialog is open or the delete runs. */
  targetId: string | null;
  deleting: boolean;
}

export type DeleteFlowEvent = { type: 'ask'; id: string } | { type: 'cancel' } | { type: 'start' } | { type: 'finish' };

export const idleDeleteFlow: DeleteFlow = { targetId: null, deleting: false };

export function deleteFlow(state: DeleteFlow, event: DeleteFlowEvent): DeleteFlow {
  switch (event.type) {
    case 'ask':
      // One delete at a time: a second click while one runs is ignored.
      return state.deleting ? state : { targetId: event.id, deleting: false };
    case 'cancel':
      return state.deleting ? state : idleDeleteFlow;
    case 'start':
      return state.targetId ? { ...state, deleting: true } : state;
    case 'finish':
      return idleDeleteFlow;
  }
}

interface DeleteConfirmOptions {
  remove: (id: string) => Promise<Envelope<unknown> | undefined | void>;
  /** Reload the list (called after every attempt, so a row deleted elsewhere disappears too). */
  reload: () => unknown;
  successMessage: string;
  failureMessage: string;
}

export function useDeleteConfirm({ remove, reload, successMessage, failureMessage }: DeleteConfirmOptions) {
  const [state, dispatch] = useReducer(deleteFlow, idleDeleteFlow);
  return {
    targetId: state.targetId,
    open: state.targetId !== null,
    deleting: state.deleting,
    ask: (id: string) => dispatch({ type: 'ask', id }),
    cancel: () => dispatch({ type: 'cancel' }),
    confirm: async () => {
      const id = state.targetId;
      if (!id || state.deleting) return;
      dispatch({ type: 'start' });
      try {
        const body = await remove(id);
        toast.success((body && body.message) || successMessage);
      } catch {
        // Any failure is told the same way; the reload below shows what is left.
        toast.error(failureMessage);
      } finally {
        dispatch({ type: 'finish' });
        await reload();
      }
    },
  };
}
