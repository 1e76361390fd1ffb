import { createStore } from './store';

/** Short messages under the header (or at the top of an open dialog) that close by themselves after 5 seconds. */
export const TOAST_MS = 5000;

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
  /** A button beside the message ('Undo'); pressing it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** How long it stays (TOAST_MS unless told): an offer to undo lasts as long as the undo does. */
  durationMs?: number;
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

export const useToasts = toasts.use;

export function dismissToast(id: number): void {
  toasts.set((list) => list.filter((toast) => toast.id !== id));
}

function show(kind: Toast['kind'], message: string, options: ToastOptions = {}): void {
  const id = nextId++;
  toasts.set((list) => [
    ...list.slice(-3),
    { id, kind, message, ...(options.action ? { action: options.action } : {}) },
  ]);
  window.setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_MS);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
