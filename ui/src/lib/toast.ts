// A tiny store for the single visible toast, usable from components and from plain functions alike.
import { useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastOptions>) => void;
}

type Listener = () => void;

let visible: ToastItem[] = [];
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function publish(next: ToastItem[]) {
  visible = next;
  listeners.forEach((listener) => listener());
}

function clearTimer() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function scheduleDismiss(item: ToastItem) {
  clearTimer();
  const duration = item.duration ?? TOAST_DURATION_MS;
  if (Number.isFinite(duration)) timer = setTimeout(() => dismissToast(item.id), duration);
}

export function dismissToast(id?: string) {
  if (id !== undefined && !visible.some((item) => item.id === id)) return;
  clearTimer();
  publish([]);
}

function updateToast(id: string, changes: Partial<ToastOptions>) {
  const current = visible.find((item) => item.id === id);
  if (!current) return;
  const next = { ...current, ...changes, id };
  publish([next]);
  scheduleDismiss(next);
}

export function toast(options: ToastOptions): ToastHandle {
  counter += 1;
  const item: ToastItem = { variant: 'default', ...options, id: `toast-${counter}` };
  publish([item]);
  scheduleDismiss(item);
  return {
    id: item.id,
    dismiss: () => dismissToast(item.id),
    update: (changes) => updateToast(item.id, changes),
  };
}

/** Where a toast waits for the page the browser loads next. */
export const CARRIED_TOAST_KEY = 'vitrine.toast';
/** A carried toast older than this belongs to another journey and is dropped. */
const CARRY_MAX_AGE_MS = 10_000;

/**
 * Keeps the toast on screen for the page the browser loads next: the app leaving its frame (a sign-out that
 * lands on the sign-in page, a sign-in that lands in a private area) must not swallow what it just said.
 */
export function carryToastOver(storage: Storage = window.sessionStorage) {
  const [item] = visible;
  if (!item) return;
  const { title, description, variant } = item;
  try {
    storage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ title, description, variant, at: Date.now() }));
  } catch {
    // Storage refused (private mode, quota): the toast is only lost with the page.
  }
}

/** Shows the toast the previous page carried over, if it is recent. */
export function showCarriedToast(storage: Storage = window.sessionStorage) {
  let carried: (ToastOptions & { at?: number }) | null;
  try {
    const text = storage.getItem(CARRIED_TOAST_KEY);
    storage.removeItem(CARRIED_TOAST_KEY);
    carried = text ? (JSON.parse(text) as ToastOptions & { at?: number }) : null;
  } catch {
    return;
  }
  if (!carried || typeof carried.title !== 'string' || !(Date.now() - (carried.at ?? 0) < CARRY_MAX_AGE_MS)) return;
  toast({ title: carried.title, description: carried.description, variant: carried.variant });
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  return visible;
}

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts, toast, dismiss: dismissToast };
}
