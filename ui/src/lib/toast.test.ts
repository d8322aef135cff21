// Checks the single-toast rules: replacement, timing, updates and dismissal.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRIED_TOAST_KEY, TOAST_DURATION_MS, carryToastOver, dismissToast, showCarriedToast, toast, useToast } from './toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows one toast at a time, the newest replacing the previous', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Premier' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it('dismisses itself after 5000 ms', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Éphémère' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('stays when its duration is infinite', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Persistant', duration: Infinity });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.toasts[0]?.title).toBe('Persistant');
  });

  it('does not let the timer of a replaced toast close the new one early', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Ancien' });
    });
    act(() => vi.advanceTimersByTime(4000));
    act(() => {
      toast({ title: 'Nouveau' });
    });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.toasts[0]?.title).toBe('Nouveau');
  });

  it('can be updated and dismissed through its handle', () => {
    const { result } = renderHook(() => useToast());
    let handle!: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Envoi…', duration: Infinity });
    });
    act(() => handle.update({ title: 'Envoyé', description: 'Merci' }));
    expect(result.current.toasts[0]).toMatchObject({ id: handle.id, title: 'Envoyé', description: 'Merci' });
    act(() => handle.dismiss());
    expect(result.current.toasts).toHaveLength(0);
  });

  it('ignores a dismiss or update for a toast that was already replaced', () => {
    const { result } = renderHook(() => useToast());
    let first!: ReturnType<typeof toast>;
    act(() => {
      first = toast({ title: 'Premier' });
      toast({ title: 'Second' });
    });
    act(() => {
      first.update({ title: 'Modifié' });
      first.dismiss();
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe('Second');
  });
});

describe('a toast carried over a page load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    dismissToast();
  });

  it('shows on the next page what the page left was saying, once', () => {
    toast({ title: 'Vous avez été déconnecté.' });
    carryToastOver();
    dismissToast();

    const { result } = renderHook(() => useToast());
    act(() => showCarriedToast());
    expect(result.current.toasts[0]).toMatchObject({ title: 'Vous avez été déconnecté.', variant: 'default' });
    act(() => dismissToast());
    act(() => showCarriedToast());
    expect(result.current.toasts).toHaveLength(0);
  });

  it('carries nothing when no toast is shown, and drops one left too long ago', () => {
    carryToastOver();
    expect(window.sessionStorage.getItem(CARRIED_TOAST_KEY)).toBeNull();

    toast({ title: 'Ancien' });
    carryToastOver();
    dismissToast();
    vi.advanceTimersByTime(60_000);
    const { result } = renderHook(() => useToast());
    act(() => showCarriedToast());
    expect(result.current.toasts).toHaveLength(0);
  });
});
