// The JavaScript a visitor's browser downloads to show the home page, gzipped. Measured the way a
// visitor gets it: Chromium opens `/` on the running server, at 360 and at 1280 px wide, and every
// script it fetches until the network is quiet is counted, gzipped at level 9. What only loads further
// down (the contact form's code, once the visitor scrolls to it) is measured too, and shown apart.
// Screens loaded on demand (admin, account forms, analysis) are not among them; this checks that and
// keeps the total under a budget. Without Chromium, the entry script of web/dist/index.html and the
// modules it preloads are counted instead (what the browser fetches before running anything).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../web/dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Above this the home page has grown too heavy for phones on mobile data: 98.2 KB on 30 November 2026
 * (100.9 KB that morning; ADR 0069, last addendum). React and its DOM renderer are about 66 KB of it,
 * the router 10 KB (its links no longer carry the framework mode's prefetching), SWR 6 KB (80.8 KB in
 * the `shell` chunk with the error boundary); the layout, the first sections and the championship
 * cards 9.2 KB (`index`); the site's small shared modules 6.6 KB (`base`: API client, button, spinner,
 * the icons' maker that replaces lucide-react's, formats, messages); the service worker's registration
 * 1.0 KB. What follows the championships (and the footer's code) loads as the visitor goes down, the
 * other screens' routes with the first of them (see docs/benchmarks.md).
 */
export const HOME_JS_BUDGET_GZIP_BYTES = 100 * 1024;
const FORBIDDEN = /admin|analy|recharts|championship-create|races-admin|toasts|zod|schemas|index\.esm/i;
const WIDTHS = [360, 1280];

export interface HomeBundleReport {
  /** 'chromium': what the browser fetched on `/`; 'index.html': the entry script and its preloads. */
  measuredBy: 'chromium' | 'index.html';
  files: { file: string; bytes: number; gzipBytes: number }[];
  /** Scripts that load only once the page is scrolled to its end (not in the budget). */
  belowTheFold: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
  budgetGzipBytes: number;
  /** Chunks that must never load on a public page but do. */
  forbidden: string[];
}

const sizes = (scripts: Map<string, Buffer>) =>
  [...scripts].map(([file, content]) => ({ file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length })).sort((a, b) => b.gzipBytes - a.gzipBytes);

function report(measuredBy: HomeBundleReport['measuredBy'], scripts: Map<string, Buffer>, later = new Map<string, Buffer>()): HomeBundleReport {
  const files = sizes(scripts);
  return {
    measuredBy,
    files,
    belowTheFold: sizes(later),
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
    budgetGzipBytes: HOME_JS_BUDGET_GZIP_BYTES,
    forbidden: files.map((f) => f.file).filter((f) => FORBIDDEN.test(f)),
  };
}

/** The entry script of web/dist/index.html and the modules it preloads. */
export function homeBundleFromIndex(dist = DIST): HomeBundleReport {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) throw new Error('Falta web/dist/index.html: ejecuta `npm run build` antes de medir.');
  const html = readFileSync(index, 'utf8');
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  return report('index.html', new Map([...new Set(sources)].map((src) => [src, readFileSync(path.join(dist, src.replace(/^\//, '')))])));
}

/**
 * Every script Chromium fetches to show `baseUrl`/ at each width; apart, what scrolling to the end of
 * the page adds.
 */
export async function homeBundleInChromium(baseUrl: string): Promise<HomeBundleReport> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const scripts = new Map<string, Buffer>();
  const later = new Map<string, Buffer>();
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      let into = scripts;
      const bodies: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = new URL(response.url()).pathname;
        const target = into;
        // A script still arriving as the context closes (a section's code asked on the last scroll) is
        // counted once it is read; only a closed page's refusal to hand it over is let pass.
        bodies.push(
          response
            .body()
            .then((body) => void target.set(file, body))
            .catch((error: Error) => {
              if (!/has been closed/.test(error.message)) throw error;
            }),
        );
      });
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await Promise.all(bodies);
      into = later;
      // Down to the end, again while the page grows (what loads on the way shows more below it).
      for (let step = 0, height = -1; step < 10; step += 1) {
        const now = await page.evaluate(() => document.body.scrollHeight);
        if (now === height) break;
        height = now;
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(300);
        await page.waitForLoadState('networkidle');
        await Promise.all(bodies);
      }
      await page.waitForLoadState('networkidle');
      await Promise.all(bodies);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (scripts.size === 0) throw new Error(`Chromium no descargó ningún script de ${baseUrl}/: ¿está construida la aplicación web?`);
  for (const file of scripts.keys()) later.delete(file);
  return report('chromium', scripts, later);
}

/** Measured in Chromium when it is installed, from web/dist/index.html otherwise. */
export async function homeBundleReport(baseUrl: string): Promise<HomeBundleReport> {
  return existsSync(CHROMIUM_PATH) ? homeBundleInChromium(baseUrl) : homeBundleFromIndex();
}

export function printHomeBundle(report: HomeBundleReport): boolean {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const how = report.measuredBy === 'chromium' ? 'lo que Chromium descarga en /' : 'el script de entrada de index.html y lo que precarga';
  console.log(`JavaScript de la página de inicio (${how}): ${report.files.length} archivos, ${kb(report.totalBytes)} (${kb(report.totalGzipBytes)} con gzip; presupuesto ${kb(report.budgetGzipBytes)})`);
  for (const f of report.files) console.log(`  ${f.file}  ${kb(f.bytes)}  gzip ${kb(f.gzipBytes)}`);
  if (report.belowTheFold.length) {
    console.log(`Al bajar hasta el final de la página (fuera del presupuesto): ${kb(report.belowTheFold.reduce((n, f) => n + f.gzipBytes, 0))} más con gzip`);
    for (const f of report.belowTheFold) console.log(`  ${f.file}  ${kb(f.bytes)}  gzip ${kb(f.gzipBytes)}`);
  }
  const ok = report.forbidden.length === 0 && report.totalGzipBytes <= report.budgetGzipBytes;
  if (report.forbidden.length) console.error(`Código que no debe cargarse en la página de inicio: ${report.forbidden.join(', ')}`);
  if (report.totalGzipBytes > report.budgetGzipBytes) console.error('La página de inicio supera su presupuesto de JavaScript.');
  return ok;
}
