/**
 * Builds the console's service worker (src/staff/sw/sw.ts) into /staff-sw.js beside the client
 * build, with the list of files it keeps from the start: the console's page and everything the
 * board needs to open. Runs at build time only, in Node.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import { CONSOLE_WORKER } from './rules';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Files of public/ (and the built page) the console loads: kept from the start. */
const PUBLIC_FILES = ['staff.html', 'staff.webmanifest', 'favicon.svg'];
/** Only the Latin subsets of the fonts: the console is in English. */
const LATIN_FONT = /-latin-/;
const isFont = (file: string) => /\.woff2?$/.test(file);

const md5 = (content: string | Uint8Array) => createHash('md5').update(content).digest('hex');

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The console's chunks: those its page loads at once (its entry and what that imports, the board
 * among them) and those a page of it loads when first opened (the menu, sales and the rest).
 */
export function consoleChunks(bundle: OutputBundle): { shell: OutputChunk[]; lazy: OutputChunk[] } {
  const byName = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const entry = [...byName.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/staff.html'));
  if (!entry) throw new Error('The build has no entry for staff.html');
  const reach = (from: OutputChunk, links: (chunk: OutputChunk) => string[]) => {
    const seen = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      links(chunk).forEach((fileName) => visit(byName.get(fileName)));
    };
    visit(from);
    return seen;
  };
  const shell = reach(entry, (chunk) => chunk.imports);
  const all = reach(entry, (chunk) => [...chunk.imports, ...chunk.dynamicImports]);
  return { shell: [...shell], lazy: [...all].filter((chunk) => !shell.has(chunk)) };
}

export function consoleServiceWorker(source: string): Plugin {
  return {
    name: 'roast:console-service-worker',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const outDir = options.dir;
      const { shell, lazy } = consoleChunks(bundle);
      const assets = Object.values(bundle).filter((file) => file.type === 'asset');
      const importedBy = (chunks: OutputChunk[]) =>
        chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedAssets ?? [])]);
      // The console's page links every stylesheet of the build (the store's, then its own).
      const stylesheets = assets.map((file) => file.fileName).filter((file) => file.endsWith('.css'));
      const fonts = assets.map((file) => file.fileName).filter(isFont);

      const hashed = [
        ...shell.map((chunk) => chunk.fileName),
        ...stylesheets,
        ...[...fonts, ...importedBy(shell)].filter((file) => !isFont(file) || LATIN_FONT.test(file)),
      ];
      const publicFiles = await Promise.all(
        PUBLIC_FILES.map(async (file): Promise<PrecacheEntry> => ({
          url: `/${file}`,
          revision: md5(await readFile(path.join(outDir, file))),
        })),
      );
      const precache: PrecacheEntry[] = [
        ...publicFiles,
        ...[...new Set(hashed)].sort().map((file) => ({ url: `/${file}`, revision: null })),
      ];
      const consoleAssets = [
        ...new Set([...lazy.map((chunk) => chunk.fileName), ...importedBy(lazy), ...fonts, ...stylesheets]),
      ]
        .sort()
        .map((file) => `/${file}`);
      const version = md5(JSON.stringify([precache, consoleAssets])).slice(0, 12);

      const result = await build({
        entryPoints: [source],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        write: false,
        legalComments: 'none',
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __CONSOLE_ASSETS__: JSON.stringify(consoleAssets),
          __VERSION__: JSON.stringify(version),
          'process.env.NODE_ENV': '"production"',
        },
      });
      await writeFile(path.join(outDir, CONSOLE_WORKER.slice(1)), result.outputFiles[0]!.contents);
    },
  };
}
