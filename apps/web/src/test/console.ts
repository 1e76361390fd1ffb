import browserConsole from 'node:console';

/**
 * Any console.error or console.warn fails the test that caused it (React reports hydration
 * mismatches, missing keys and updates outside act() there, and happy-dom a resource that did not
 * load), except one a test provokes on purpose and names with `expectConsoleError`.
 */
const complaints: string[] = [];
const expected: RegExp[] = [];

function textOf(value: unknown): string {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The message as the console prints it: React passes its values for '%s' after the text. */
function format([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(textOf).join(' ');
  const text = first.replace(/%[sdio]/g, () => (rest.length > 0 ? textOf(rest.shift()) : ''));
  return [text, ...rest.map(textOf)].join(' ');
}

/**
 * Starts listening to both consoles: the test's (React's) and Node's own, which happy-dom was given
 * before the test's replaced it. Node's outlives the test file, so the returned function puts it back.
 */
export function watchConsole(): () => void {
  const restore: (() => void)[] = [];
  for (const target of [console, browserConsole]) {
    for (const level of ['error', 'warn'] as const) {
      const original = target[level];
      target[level] = (...args: unknown[]) => {
        const said = format(args);
        const index = expected.findIndex((pattern) => pattern.test(said));
        if (index >= 0) expected.splice(index, 1);
        else complaints.push(`console.${level}: ${said}`);
      };
      restore.push(() => {
        target[level] = original;
      });
    }
  }
  return () => restore.forEach((put) => put());
}

/** The test provokes this console error itself (a script that does not load, say): it does not fail. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** Throws what the console said during the test; an expected error that never came fails it too. */
export function settleConsole(): void {
  const said = complaints.splice(0);
  const missing = expected.splice(0);
  if (said.length > 0) throw new Error(`The console complained during the test:\n${said.join('\n')}`);
  if (missing.length > 0) throw new Error(`An expected console error never came: ${missing.join(', ')}`);
}
