// The JavaScript a visitor's browser downloads to show the home page, gzipped: the entry script of
// web/dist/index.html and the modules it preloads. Screens loaded on demand (admin, account forms,
// analysis) are not among them; this checks that and keeps the total under a budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../web/dist');
/**
 * Above this the home page has grown too heavy for phones on mobile data. The shell alone (React,
 * the router, SWR, the toasts) is about 108 KB; the home sections add a few KB each.
 */
export const HOME_JS_BUDGET_GZIP_BYTES = 150 * 1024;
const FORBIDDEN = /admin|analy|recharts|championship-create|races-admin/i;

export interface HomeBundleReport {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
  budgetGzipBytes: number;
  /** Chunks that must never load on a public page but do. */
  forbidden: string[];
}

export function homeBundleReport(dist = DIST): HomeBundleReport {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) throw new Error('Falta web/dist/index.html: ejecuta `npm run build` antes de medir.');
  const html = readFileSync(index, 'utf8');
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const files = [...new Set(sources)].map((src) => {
    const content = readFileSync(path.join(dist, src.replace(/^\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    files,
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
    budgetGzipBytes: HOME_JS_BUDGET_GZIP_BYTES,
    forbidden: files.map((f) => f.file).filter((f) => FORBIDDEN.test(f)),
  };
}

export function printHomeBundle(report: HomeBundleReport): boolean {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`JavaScript de la página de inicio: ${report.files.length} archivos, ${kb(report.totalBytes)} (${kb(report.totalGzipBytes)} con gzip; presupuesto ${kb(report.budgetGzipBytes)})`);
  for (const f of report.files) console.log(`  ${f.file}  ${kb(f.bytes)}  gzip ${kb(f.gzipBytes)}`);
  const ok = report.forbidden.length === 0 && report.totalGzipBytes <= report.budgetGzipBytes;
  if (report.forbidden.length) console.error(`Código que no debe cargarse en páginas públicas: ${report.forbidden.join(', ')}`);
  if (report.totalGzipBytes > report.budgetGzipBytes) console.error('La página de inicio supera su presupuesto de JavaScript.');
  return ok;
}
