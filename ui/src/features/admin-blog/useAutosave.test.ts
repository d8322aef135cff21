// Checks the automatic save: it waits for a pause, saves each change once, never overlaps two saves, retries after a
// failure, and saves once more as the page goes away.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS, useAutosave } from './useAutosave';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(save: (leaving: boolean) => Promise<boolean>) {
  return renderHook(({ changes, enabled }) => useAutosave({ enabled, changes, save }), {
    initialProps: { changes: 0, enabled: true },
  });
}

describe('useAutosave', () => {
  it('saves once the owner has paused, not while he types', async () => {
    const save = vi.fn(async () => true);
    const hook = setup(save);
    hook.rerender({ changes: 1, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    hook.rerender({ changes: 2, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(false);
    expect(hook.result.current.status).toBe('saved');
    expect(hook.result.current.savedAt).not.toBeNull();
  });

  it('starts a save only once the one under way has answered', async () => {
    let finish: (ok: boolean) => void = () => {};
    const save = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const hook = setup(save);
    hook.rerender({ changes: 1, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    hook.rerender({ changes: 2, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
    expect(save).toHaveBeenCalledTimes(2);
    await act(async () => finish(true));
    expect(hook.result.current.status).toBe('saved');
  });

  it('tries again after a failure, and stays quiet when turned off', async () => {
    const save = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    const hook = setup(save);
    hook.rerender({ changes: 1, enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(hook.result.current.status).toBe('failed');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
    expect(hook.result.current.status).toBe('saved');

    hook.rerender({ changes: 2, enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).toHaveBeenCalledTimes(2);
    expect(hook.result.current.status).toBe('idle');
  });

  it('saves what is left as the page goes away', async () => {
    const save = vi.fn(async () => true);
    const hook = setup(save);
    hook.rerender({ changes: 1, enabled: true });
    await act(async () => window.dispatchEvent(new Event('pagehide')));
    expect(save).toHaveBeenCalledWith(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
