import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCrudPanel } from '../use-crud-panel';

type Panel = { mode: 'new' } | { mode: 'edit'; id: string };

describe('useCrudPanel', () => {
  it('opens at once while nothing is unsaved, and asks before dropping edits', () => {
    const { result } = renderHook(() => useCrudPanel<Panel, string>());
    act(() => result.current.open({ mode: 'new' }));
    expect(result.current.panel).toEqual({ mode: 'new' });

    act(() => result.current.setDirty(true));
    act(() => result.current.open({ mode: 'edit', id: 'a' }));
    expect(result.current.panel).toEqual({ mode: 'new' });
    expect(result.current.pendingSwitch).toEqual({ to: { mode: 'edit', id: 'a' } });

    act(() => result.current.keepEditing());
    expect(result.current.pendingSwitch).toBeNull();
    expect(result.current.dirty).toBe(true);

    act(() => result.current.open(null));
    act(() => result.current.discardEdits());
    expect(result.current.panel).toBeNull();
    expect(result.current.dirty).toBe(false);
  });

  it('show switches without asking', () => {
    const { result } = renderHook(() => useCrudPanel<Panel, string>());
    act(() => result.current.show({ mode: 'new' }));
    act(() => result.current.setDirty(true));
    act(() => result.current.show({ mode: 'edit', id: 'b' }));
    expect(result.current.panel).toEqual({ mode: 'edit', id: 'b' });
    expect(result.current.dirty).toBe(false);
  });

  it('keeps the delete dialog open with the message when the deletion fails, closes it when it succeeds', async () => {
    const { result } = renderHook(() => useCrudPanel<Panel, string>());
    act(() => result.current.askDelete('faq-1'));
    expect(result.current.deleting).toBe('faq-1');

    await act(() =>
      result.current.confirmDelete(
        () => Promise.reject(new Error('offline')),
        (error) => `削除できませんでした: ${(error as Error).message}`,
      ),
    );
    expect(result.current.deleting).toBe('faq-1');
    expect(result.current.deleteError).toBe('削除できませんでした: offline');

    const remove = vi.fn(async () => {});
    await act(() => result.current.confirmDelete(remove, () => 'never'));
    expect(remove).toHaveBeenCalledWith('faq-1');
    expect(result.current.deleting).toBeNull();
    expect(result.current.deleteError).toBeNull();
  });
});
