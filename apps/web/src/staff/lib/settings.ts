import { useSyncExternalStore } from 'react';

/**
 * What this device remembers for the console (the outlet a tablet stands in, whether it chimes).
 * Without storage (a private window that refuses it) each page load starts afresh.
 */
const PREFIX = 'roast-console:';

/** What this page wrote while storage refused it: remembered for this page only. */
const unstored = new Map<string, string>();
/** Whoever reads a setting while it may change (the outlet, the sound), told of every write. */
const readers = new Set<() => void>();

export function readSetting(name: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + name);
  } catch {
    return unstored.get(name) ?? null;
  }
}

export function writeSetting(name: string, value: string): void {
  try {
    window.localStorage.setItem(PREFIX + name, value);
  } catch {
    unstored.set(name, value);
  }
  for (const reader of readers) reader();
}

function watch(change: () => void): () => void {
  readers.add(change);
  // Another tab of the console may write it too.
  window.addEventListener('storage', change);
  return () => {
    readers.delete(change);
    window.removeEventListener('storage', change);
  };
}

/** A setting as it is now, read again whenever a page of the console (or another tab) writes it. */
export function useSetting(name: string): string | null {
  return useSyncExternalStore(watch, () => readSetting(name));
}
