import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { consoleServiceWorker } from './src/staff/sw/build-plugin';
import { serviceWorker } from './src/sw/build-plugin';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const STAFF_PAGE = '/staff.html';
/** Everything only the staff console uses. */
const STAFF_SOURCE = /[\\/]src[\\/]staff[\\/]/;
const STAFF_STYLESHEET = 'staff.css';

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
      handler(html, { path: page }) {
        // The console is rendered in the browser alone: nothing to wait for before starting it.
        if (page === STAFF_PAGE) return html;
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

/** In development, /staff and every page under it is the console's page (the server does the same in production). */
function staffPagesInDev(): Plugin {
  return {
    name: 'roast:staff-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/staff(?:[/?#]|$)/.test(request.url)) request.url = STAFF_PAGE;
        next();
      });
    },
  };
}

/**
 * The staff console is a second entry (staff.html) that a customer's pages never load, neither its
 * scripts nor its styles. The store keeps one stylesheet for every entry (cssCodeSplit: false), so
 * the console's CSS is taken out of it on the way (this plugin sees each file's compiled CSS before
 * Vite gathers it) and written to a stylesheet of its own that only staff.html links. The build
 * also fails if a chunk the store's entry loads, at once or later, holds any of the console's code.
 */
function staffConsoleApart(): Plugin {
  const styles = new Map<string, string>();
  return {
    name: 'roast:staff-console-apart',
    apply: 'build',
    buildStart() {
      styles.clear();
    },
    transform: {
      filter: { id: { include: /\.css(?:$|\?)/ } },
      handler(css, id) {
        if (!STAFF_SOURCE.test(id) || this.environment.config.consumer !== 'client') return;
        // Vite writes the address of a file named in url() only into the stylesheet it gathers.
        if (css.includes('__VITE_ASSET__')) {
          this.error(`${id} names a file in url(): the console's styles can use public/ files or data: URLs only`);
        }
        styles.set(id, css);
        return { code: '', map: null };
      },
    },
    async generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
      );
      const store = [...chunks.values()].find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'),
      );
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        const leaked = chunk.moduleIds.filter((id) => STAFF_SOURCE.test(id));
        if (leaked.length > 0) {
          this.error(`${fileName}, which the store loads, holds the staff console's ${leaked.join(', ')}`);
        }
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      if (!store) this.error('The build has no entry for index.html');
      visit(store.fileName);

      if (styles.size === 0) return;
      // Files in a fixed order, so the stylesheet's hash changes only when its content does.
      const css = [...styles.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, text]) => text)
        .join('\n');
      const minified = await transform(css, { loader: 'css', minify: true });
      this.emitFile({ type: 'asset', name: STAFF_STYLESHEET, source: minified.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { path: page, bundle }) {
        if (page !== STAFF_PAGE || !bundle) return html;
        const sheet = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.names.includes(STAFF_STYLESHEET),
        );
        if (!sheet) return html;
        // After the store's stylesheet, so the console's rules win where both style an element.
        return html.replace('</head>', `  <link rel="stylesheet" crossorigin href="/${sheet.fileName}">\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    scriptsAfterLoad(),
    staffPagesInDev(),
    staffConsoleApart(),
    serviceWorker(path.resolve(import.meta.dirname, 'src/sw/sw.ts')),
    consoleServiceWorker(path.resolve(import.meta.dirname, 'src/staff/sw/sw.ts')),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/cake-menu.pdf': apiOrigin,
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
    // Few, larger chunks: every request costs its headers (about half a kilobyte each), and the
    // home page made 24 of them. The framework is one chunk; what the layout and the home page
    // share with other pages is another; a page's own code (and zod, for the forms) is split off
    // and loaded with the page that needs it.
    rolldownOptions: {
      // The store, and the staff console at /staff (its own entry, so customers never download it).
      input: { index: 'index.html', staff: 'staff.html' },
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
              test: new RegExp(
                [
                  String.raw`[\\/]src[\\/](lib[\\/]|components[\\/]ui[\\/](button|dialog|catalog-image|carousel|toaster)\.)`,
                  // What the shell reads on every page: its texts, formats and the cart's count.
                  String.raw`[\\/]src[\\/]i18n[\\/](index|format|catalog-text)\.`,
                  String.raw`[\\/]src[\\/]features[\\/]cart[\\/]api[\\/](cart|guest-cart|pickup-slots|cart-lines)\.`,
                  String.raw`[\\/]domain[\\/]src[\\/]limits\.`,
                  String.raw`[\\/]node_modules[\\/]react-error-boundary[\\/]`,
                  // react-i18next but its <Trans>, which three pages use and the home page does not.
                  String.raw`[\\/]node_modules[\\/]react-i18next[\\/](?!dist[\\/]es[\\/](Trans|TransWithoutContext|unescape)\.)`,
                  // The header's icons, which the account pages use too.
                  String.raw`[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-down|log-out)\.`,
                ].join('|'),
              ),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
