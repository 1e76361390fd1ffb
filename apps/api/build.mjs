import { build } from 'esbuild';

/** Bundles the server into dist/server.js; npm packages stay external, @roast/domain is inlined. */
await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@roast/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'warning',
});
