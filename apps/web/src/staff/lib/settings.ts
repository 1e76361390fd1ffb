/**
 * What this device remembers for the console (the outlet a tablet stands in, whether it chimes).
 * Without storage (a private window that refuses it) each page load starts afresh.
 */
const PREFIX = 'roast-console:';

export function readSetting(name: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + name);
  } catch {
    return null;
  }
}

export function writeSetting(name: string, value: string): void {
  try {
    window.localStorage.setItem(PREFIX + name, value);
  } catch {
    // Remembered for this page only.
  }
}
