import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every script, stylesheet and SVG of the client build, so the server
 * sends them compressed without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'roast:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(?:js|css|svg|json)$/.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * Pages arrive rendered by the server, so the scripts that hydrate them wait until the page has
 * loaded: public/boot.js adds the entry (and its preloads) then, in place of the tags Vite writes.
 */
function scriptsAfterLoad(): Plugin {
  return {
    name: 'roast:scripts-after-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html has no module entry to defer');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const preload of preloads) out = out.replace(preload[0], '');
        const boot = `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}"></script>`;
        return out.replace('</head>', `  ${boot}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), scriptsAfterLoad()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/images': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet for every page: server-rendered pages are styled before any script runs.
    cssCodeSplit: false,
    // The server reads it to preload the chunk of the page it rendered.
    manifest: true,
    // Few, larger chunks: every request costs its headers, and the home page made 24 of them.
    // The framework is one chunk; what the layout and the home page share is another; a page's
    // own code (and zod, for the forms) is split off and loaded with the page that needs it.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 20,
            },
            {
              name: 'shared',
              test: /[\\/]src[\\/](lib[\\/]|components[\\/]ui[\\/](button|dialog|catalog-image|carousel|toaster)\.)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
