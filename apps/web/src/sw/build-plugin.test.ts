import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { storeChunks } from './build-plugin';

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

describe('the store’s chunks for the service worker', () => {
  const build = bundle(
    chunk('assets/index.js', [`${SRC}/main.tsx`], {
      entry: '/work/app/apps/web/index.html',
      imports: ['assets/framework.js'],
      dynamicImports: [
        'assets/cakes-page.js',
        'assets/common-en.js',
        'assets/common-kn.js',
        'assets/common-hi.js',
        'assets/hi-tea.js',
        'assets/texts.js',
      ],
    }),
    chunk('assets/framework.js', ['/work/app/node_modules/react/index.js']),
    chunk('assets/cakes-page.js', [`${SRC}/features/cakes/cakes-page.tsx`], { imports: ['assets/framework.js'] }),
    chunk('assets/common-en.js', [`${SRC}/i18n/locales/en/common.json`]),
    chunk('assets/common-kn.js', [`${SRC}/i18n/locales/kn/common.json`]),
    chunk('assets/common-hi.js', [`${SRC}/i18n/locales/hi/common.json`]),
    chunk('assets/texts.js', [`${SRC}/i18n/kn.ts`, `${SRC}/i18n/hi.ts`]),
    chunk('assets/staff.js', [`${SRC}/staff/main.tsx`], {
      entry: '/work/app/apps/web/staff.html',
      imports: ['assets/framework.js'],
      dynamicImports: ['assets/sales-page.js'],
    }),
    chunk('assets/hi-tea.js', [`${SRC}/features/menu/hi-tea.tsx`, `${SRC}/features/kn/page.tsx`]),
    chunk('assets/sales-page.js', [`${SRC}/staff/features/sales/sales-page.tsx`]),
  );

  it('holds every chunk the store can load and none of the console’s', () => {
    const names = storeChunks(build).chunks.map((c) => c.fileName);
    expect(names.sort()).toEqual([
      'assets/cakes-page.js',
      'assets/common-en.js',
      'assets/common-hi.js',
      'assets/common-kn.js',
      'assets/framework.js',
      'assets/hi-tea.js',
      'assets/index.js',
      'assets/texts.js',
    ]);
  });

  it('tells the Kannada and Hindi texts apart, to be kept only when first read', () => {
    const languages = [...storeChunks(build).languages].map((c) => c.fileName);
    expect(languages.sort()).toEqual(['assets/common-hi.js', 'assets/common-kn.js', 'assets/texts.js']);
  });

  it('fails a build without the store’s entry', () => {
    expect(() => storeChunks(bundle(chunk('assets/staff.js', [], { entry: '/x/staff.html' })))).toThrow(/index.html/);
  });
});
