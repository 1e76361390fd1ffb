/**
 * Builds the service worker (src/sw/sw.ts) into /sw.js beside the client build, with the list of
 * files it keeps from the start. Runs at build time only, in Node.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Files of public/ the store's pages load: kept from the start, with the bare page. */
const PUBLIC_FILES = ['index.html', 'boot.js', 'favicon.svg', 'manifest.webmanifest'];
/**
 * A module of Kannada or Hindi texts (src/…/kn.json, src/…/locales/hi/…): a language's chunk is fetched
 * when a page in that language is first opened and kept then, not downloaded by every visitor.
 */
const LANGUAGE_MODULE = /[\\/]src[\\/].*[\\/](?:kn|hi)(?:[\\/][^\\/]+|\.[a-z]+)$/;
/** Only the Latin subsets of the fonts are needed by the English pages at once; others on use. */
const LATIN_FONT = /-latin-/;
const STAFF_STYLESHEET = 'staff.css';

const md5 = (content: string | Uint8Array) => createHash('md5').update(content).digest('hex');

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The store's chunks (never the console's), and which of them are a language's texts alone. */
export function storeChunks(bundle: OutputBundle): { chunks: OutputChunk[]; languages: Set<OutputChunk> } {
  const byName = new Map(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const entry = [...byName.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
  if (!entry) throw new Error('The build has no entry for index.html');
  const seen = new Set<OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  visit(entry.fileName);
  const chunks = [...seen];
  const languages = new Set(
    chunks.filter(
      (chunk) =>
        chunk !== entry && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => LANGUAGE_MODULE.test(id)),
    ),
  );
  return { chunks, languages };
}

export function serviceWorker(source: string): Plugin {
  return {
    name: 'roast:service-worker',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const outDir = options.dir;
      const { chunks, languages } = storeChunks(bundle);
      const assets = Object.values(bundle).filter((file) => file.type === 'asset');
      const chunkAssets = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedAssets ?? [])]);
      const stylesheets = assets
        .filter((file) => file.fileName.endsWith('.css') && !file.names.includes(STAFF_STYLESHEET))
        .map((file) => file.fileName);
      const isFont = (file: string) => /\.woff2?$/.test(file);
      const fonts = assets.map((file) => file.fileName).filter(isFont);

      const hashed = [
        ...chunks.filter((chunk) => !languages.has(chunk)).map((chunk) => chunk.fileName),
        ...stylesheets,
        ...[...fonts, ...chunkAssets].filter((file) => !isFont(file) || LATIN_FONT.test(file)),
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
      const storeAssets = [
        ...new Set([...chunks.map((chunk) => chunk.fileName), ...stylesheets, ...fonts, ...chunkAssets]),
      ]
        .sort()
        .map((file) => `/${file}`);
      const version = md5(JSON.stringify([precache, storeAssets])).slice(0, 12);

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
          __STORE_ASSETS__: JSON.stringify(storeAssets),
          __VERSION__: JSON.stringify(version),
          'process.env.NODE_ENV': '"production"',
        },
      });
      await writeFile(path.join(outDir, 'sw.js'), result.outputFiles[0]!.contents);
    },
  };
}
