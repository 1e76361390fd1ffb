import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The store's pages format prices, dates and pickup times with the domain's plain modules; zod
 * (about 25 KB compressed) is loaded only with the forms that check input. A plain module that
 * imports, however indirectly, one that imports zod puts zod on every page.
 */
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/domain/src');
const modules = readdirSync(here).filter(
  (file) => file.endsWith('.ts') && !file.includes('.test.') && file !== 'index.ts',
);
const source = (file: string) => readFileSync(path.join(here, file), 'utf8');
const importsZod = (file: string) => /from 'zod'/.test(source(file));
/** A relative import as the file it loads: a module beside it, or a folder's index. */
const resolved = (from: string, specifier: string) => {
  const base = path.join(path.dirname(from), specifier);
  return existsSync(path.join(here, `${base}.ts`)) ? `${base}.ts` : path.join(base, 'index.ts');
};
const localImports = (file: string) =>
  [...source(file).matchAll(/^import (?!type )[^;]*? from '(\.\.?\/[\w/-]+)';/gm)].map((match) =>
    resolved(file, match[1]!),
  );

/** Every module `file` loads at run time, itself included. */
function loaded(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of localImports(file)) loaded(next, seen);
  return seen;
}

describe('the plain domain modules', () => {
  const plain = modules.filter((file) => !importsZod(file));

  it('are the ones the pages format with', () => {
    expect(plain).toEqual(expect.arrayContaining(['money.ts', 'pickup.ts', 'capacity.ts', 'images.ts', 'limits.ts']));
  });

  it.each(plain)('%s loads no module that imports zod', (file) => {
    expect([...loaded(file)].filter(importsZod)).toEqual([]);
  });
});
