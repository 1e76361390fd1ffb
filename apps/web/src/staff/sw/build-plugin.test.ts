import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { consoleChunks } from './build-plugin';

const SRC = '/work/app/apps/web/src';

function chunk(
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamicImports?: string[]; entry?: string } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    isEntry: links.entry !== undefined,
    facadeModuleId: links.entry ?? null,
  } as unknown as Rolldown.OutputChunk;
}

function bundle(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('the console’s chunks for its service worker', () => {
  const build = bundle(
    chunk('assets/index.js', [`${SRC}/main.tsx`], {
      entry: '/work/app/apps/web/index.html',
      imports: ['assets/framework.js', 'assets/shared.js'],
      dynamicImports: ['assets/cakes-page.js'],
    }),
    chunk('assets/framework.js', ['/work/app/node_modules/react/index.js']),
    chunk('assets/shared.js', [`${SRC}/lib/format.ts`], { imports: ['assets/framework.js'] }),
    chunk('assets/cakes-page.js', [`${SRC}/features/cakes/cakes-page.tsx`]),
    chunk('assets/staff.js', [`${SRC}/staff/main.tsx`, `${SRC}/staff/features/board/board-page.tsx`], {
      entry: '/work/app/apps/web/staff.html',
      imports: ['assets/framework.js', 'assets/shared.js'],
      dynamicImports: ['assets/sales-page.js', 'assets/menu-page.js'],
    }),
    chunk('assets/sales-page.js', [`${SRC}/staff/features/sales/sales-page.tsx`], { imports: ['assets/charts.js'] }),
    chunk('assets/charts.js', ['/work/app/node_modules/chart.js/dist/chart.js']),
    chunk('assets/menu-page.js', [`${SRC}/staff/features/catalog/catalog-page.tsx`], {
      imports: ['assets/shared.js'],
    }),
  );

  it('keeps from the start what the console’s page loads at once, the board among it', () => {
    const names = consoleChunks(build).shell.map((c) => c.fileName);
    expect(names.sort()).toEqual(['assets/framework.js', 'assets/shared.js', 'assets/staff.js']);
  });

  it('keeps the other pages’ code when first opened, and nothing of the store’s', () => {
    const names = consoleChunks(build).lazy.map((c) => c.fileName);
    expect(names.sort()).toEqual(['assets/charts.js', 'assets/menu-page.js', 'assets/sales-page.js']);
  });

  it('fails a build without the console’s entry', () => {
    expect(() => consoleChunks(bundle(chunk('assets/index.js', [], { entry: '/x/index.html' })))).toThrow(/staff.html/);
  });
});
