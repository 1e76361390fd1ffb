/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling) on /, /cakes and a cake page;
 * the JavaScript / loads, everything Lighthouse saw fetched (chunks loaded after the load event
 * included, as its resource summary counts them), and the initial JavaScript of / in gzip bytes.
 * Targets: performance ≥ 95; accessibility, best practices and SEO 100; all the JavaScript of /
 * ≤ 130 KB compressed. `LH_PAGES=/` measures fewer pages, `LH_RUNS=1` fewer runs.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { ensureBuilt, fmt, root, startServer } from './lib';

const RUNS = Number(process.env.LH_RUNS ?? 3);

/** The scripts the browser must fetch before / can run: the boot script, the entry and its preloads. */
function initialJavaScript(): { files: string[]; gzipBytes: number } {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const boot = /<script[^>]+src="([^"]+)"[^>]*data-entry="([^"]+)"[^>]*data-preload="([^"]*)"/.exec(html);
  if (!boot) throw new Error('index.html has no boot script');
  const files = [boot[1]!, boot[2]!, ...boot[3]!.split(' ').filter(Boolean)];
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

/** The bytes of script Lighthouse saw transferred (its resource summary). */
function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

ensureBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roast-bench-web-'));
const reportDir = path.join(root, 'reports', 'lighthouse');
mkdirSync(reportDir, { recursive: true });
// The public address is the one Lighthouse loads: the canonical links must stay on the page's own host.
const server = await startServer({ DATA_DIR: dataDir, PORT: '3950', PUBLIC_URL: 'http://127.0.0.1:3950' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const lines: string[] = [];
let missed = false;
try {
  const cakes = (
    (await (await fetch(`${server.url}/api/cake/list`)).json()) as {
      data: { _id: string; isActive: boolean; isveg: string }[];
    }
  ).data;
  const cake = cakes.find((c) => c.isActive && c.isveg === 'Both')!;
  const pages = process.env.LH_PAGES?.split(',') ?? ['/', '/cakes', `/cakeInfo/${cake._id}`];
  for (const pagePath of pages) {
    const runs: {
      scores: Record<string, number>;
      lcp: number;
      cls: number;
      tbt: number;
      fcp: number;
      scriptBytes: number;
    }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = result;
      const name = pagePath === '/' ? 'home' : pagePath.split('/')[1]!;
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      runs.push({
        scores: Object.fromEntries(
          Object.entries(lhr.categories).map(([key, value]) => [key, Math.round((value.score ?? 0) * 100)]),
        ),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        scriptBytes: scriptTransferBytes(lhr.audits['resource-summary']?.details),
      });
    }
    const score = (key: string) => median(runs.map((r) => r.scores[key] ?? 0));
    const perf = score('performance');
    const rest = ['accessibility', 'best-practices', 'seo'].map(score);
    if (perf < 95 || rest.some((s) => s < 100)) missed = true;
    lines.push(
      `${pagePath}: performance ${perf}, accessibility ${rest[0]}, best practices ${rest[1]}, SEO ${rest[2]}` +
        ` | LCP ${fmt(median(runs.map((r) => r.lcp)))} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)},` +
        ` FCP ${fmt(median(runs.map((r) => r.fcp)))} ms, TBT ${fmt(median(runs.map((r) => r.tbt)))} ms (median of ${RUNS})`,
    );
    const scriptKb = median(runs.map((r) => r.scriptBytes)) / 1024;
    if (pagePath === '/' && scriptKb > 130) missed = true;
    lines.push(
      `  all the JavaScript ${pagePath} loads: ${fmt(scriptKb, 1)} KB compressed${pagePath === '/' ? ' (target ≤ 130 KB)' : ''}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const js = initialJavaScript();
lines.push(`initial JS of /: ${fmt(js.gzipBytes / 1024, 1)} KB gzip (${js.files.join(', ')})`);
console.log(`\nbench:web (Lighthouse mobile, simulated throttling)\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
if (missed) console.log('  ✖ a target was missed');
