// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

import { deleteFlow, idleDeleteFlow, useDeleteConfirm } from './useDeleteConfirm.ts';

const messages = { successMessage: 'Property has been deleted!', failureMessage: 'An error occurred while deleting Property' };

describe('deleteFlow', () => {
  it('stores the id when Delete is clicked and forgets it on cancel', () => {
    const asked = deleteFlow(idleDeleteFlow, { type: 'ask', id: 'p1' });
    expect(asked).toEqual({ targetId: 'p1', deleting: false });
    expect(deleteFlow(asked, { type: 'cancel' })).toEqual(idleDeleteFlow);
  });

  it('cannot be cancelled or retargeted while the delete runs', () => {
    const running = deleteFlow(deleteFlow(idleDeleteFlow, { type: 'ask', id: 'p1' }), { type: 'start' });
    expect(running).toEqual({ targetId: 'p1', deleting: true });
    expect(deleteFlow(running, { type: 'cancel' })).toBe(running);
    expect(deleteFlow(running, { type: 'ask', id: 'p2' })).toBe(running);
    expect(deleteFlow(running, { type: 'finish' })).toEqual(idleDeleteFlow);
  });

  it('does not start without a stored id', () => {
    expect(deleteFlow(idleDeleteFlow, { type: 'start' })).toBe(idleDeleteFlow);
  });
});

describe('useDeleteConfirm', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('deletes the stored id on confirm, closes the dialog, reloads and shows the server message', async () => {
    const remove = vi.fn().mockResolvedValue({ message: 'Removed from the site' });
    const reload = vi.fn();
    const { result } = renderHook(() => useDeleteConfirm({ remove, reload, ...messages }));

    act(() => result.current.ask('p7'));
    expect(result.current.open).toBe(true);
    expect(result.current.targetId).toBe('p7');

    await act(() => result.current.confirm());
    expect(remove).toHaveBeenCalledWith('p7');
    expect(result.current.open).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Removed from the site');
  });

  it('falls back to its own success message when the server sends none', async () => {
    const { result } = renderHook(() =>
      useDeleteConfirm({ remove: vi.fn().mockResolvedValue({ data: null }), reload: vi.fn(), ...messages }),
    );
    act(() => result.current.ask('p1'));
    await act(() => result.current.confirm());
    expect(toast.success).toHaveBeenCalledWith('Property has been deleted!');
  });

  it('says the delete failed, still closes and reloads', async () => {
    const reload = vi.fn();
    const { result } = renderHook(() => useDeleteConfirm({ remove: vi.fn().mockRejectedValue(new Error('boom')), reload, ...messages }));
    act(() => result.current.ask('p1'));
    await act(() => result.current.confirm());
    expect(toast.error).toHaveBeenCalledWith('An error occurred while deleting Property');
    expect(result.current.open).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing on confirm when no row was chosen', async () => {
    const remove = vi.fn();
    const { result } = renderHook(() => useDeleteConfirm({ remove, reload: vi.fn(), ...messages }));
    await act(() => result.current.confirm());
    expect(remove).not.toHaveBeenCalled();
  });
});
