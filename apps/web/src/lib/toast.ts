import { createStore } from './store';

/** Short messages under the header (or at the top of an open dialog) that close by themselves after 5 seconds. */
export const TOAST_MS = 5000;

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

export const useToasts = toasts.use;

export function dismissToast(id: number): void {
  toasts.set((list) => list.filter((toast) => toast.id !== id));
}

function show(kind: Toast['kind'], message: string): void {
  const id = nextId++;
  toasts.set((list) => [...list.slice(-3), { id, kind, message }]);
  window.setTimeout(() => dismissToast(id), TOAST_MS);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
