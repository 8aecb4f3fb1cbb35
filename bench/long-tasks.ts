// What blocks a phone's main thread on each public page, without Lighthouse's simulation: a Chromium
// performance trace of the page's load with the CPU slowed down 4× (`LONG_TASKS_SLOWDOWN`), and for
// each page the long tasks (over 50 ms) after the first contentful paint: how many, their blocking
// time (each one's time over 50 ms, summed, as Total Blocking Time counts it) and what they spent it
// on (scripts evaluated by file, functions called by file, style and layout, parsing), and the same
// blocking over the whole load (whether the code runs before or after the paint is a race on a local
// link, so compare changes with this one). The times of a
// shared machine are inflated, so compare a page with itself before and after a change, at a like
// load. `npm run bench:long-tasks`; `LIGHTHOUSE_ONLY=<page>` keeps the pages whose name contains it,
// `LONG_TASKS_RUNS` (3) traces per page (medians), `LONG_TASKS_VERBOSE=1` lists each long task.
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './home-bundle.js';
import { startDemoSite } from './lighthouse.js';

const SLOWDOWN = Number(process.env.LONG_TASKS_SLOWDOWN ?? 4);
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 3);
const VERBOSE = process.env.LONG_TASKS_VERBOSE === '1';
const LONG_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; frame?: string; name?: string };
}

export interface LongTaskFigures {
  fcpMs: number;
  longTasks: number;
  /** Sum over the long tasks after the first contentful paint of their time over 50 ms. */
  blockingMs: number;
  /**
   * The same over every long task of the load, before the paint too: on a fast local link the code can
   * arrive and run before or after the first paint from one load to the next, which moves its task in
   * or out of `blockingMs`; this figure does not depend on that race.
   */
  totalBlockingMs: number;
  /** Milliseconds of the long tasks by what they did (e.g. `script shell-….js`, `layout`). */
  spentOn: Record<string, number>;
  tasks: { startMs: number; durationMs: number; top: string }[];
  /** Milliseconds of JavaScript sampled inside the long tasks, by function and file (self time). */
  functions: Record<string, number>;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const fileOf = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).split('?')[0]! : '(inline)');

/** The kind of work a trace event is, as a short label, or null for events that only group others. */
function labelOf(e: TraceEvent): string | null {
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${fileOf(e.args?.data?.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return 'compile';
    case 'FunctionCall':
      return `call ${fileOf(e.args?.data?.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
      return null;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayerTree':
    case 'Commit':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_MARK_COMPACTOR':
    case 'V8.GC_SCAVENGER':
      return 'GC';
    default:
      return null;
  }
}

/** Splits a long task's time among the outermost labelled events inside it (the rest is "other"). */
function spentIn(task: TraceEvent, events: TraceEvent[]): Record<string, number> {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && labelOf(e) !== null).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const spent: Record<string, number> = {};
  let coveredUntil = task.ts;
  let covered = 0;
  for (const e of inside) {
    if (e.ts < coveredUntil) continue; // inside an outer labelled event already counted
    const ms = (e.dur ?? 0) / 1000;
    const label = labelOf(e)!;
    spent[label] = (spent[label] ?? 0) + ms;
    covered += ms;
    coveredUntil = e.ts + (e.dur ?? 0);
  }
  const other = (task.dur ?? 0) / 1000 - covered;
  if (other > 0.5) spent.other = (spent.other ?? 0) + other;
  return spent;
}

/** Loads `url` in a fresh page under the slowdown, tracing until the page has been still for a while. */
export async function traceLoad(page: Page, url: string): Promise<LongTaskFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(...(message.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'v8.execute', 'blink.user_timing', 'loading'].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  // The takeover, lazy code and first reads come after the load event: wait for the page to go quiet.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await done;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();

  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigation = events.find((e) => e.name === 'navigationStart') ?? fcp;
  if (!fcp || !navigation) throw new Error(`La traza de ${url} no tiene la primera pintura`);
  // The renderer's main thread is the one that painted first.
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  const allLong = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) / 1000 > LONG_MS && e.ts >= navigation.ts);
  const longTasks = allLong.filter((e) => e.ts >= fcp.ts);
  const spentOn: Record<string, number> = {};
  const tasks: LongTaskFigures['tasks'] = [];
  for (const task of longTasks) {
    const spent = spentIn(task, main);
    for (const [label, ms] of Object.entries(spent)) spentOn[label] = (spentOn[label] ?? 0) + ms;
    const top = Object.entries(spent)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([label, ms]) => `${label} ${Math.round(ms)}`)
      .join(', ');
    tasks.push({ startMs: Math.round((task.ts - navigation.ts) / 1000), durationMs: Math.round((task.dur ?? 0) / 1000), top });
  }
  // The sampled JavaScript inside the long tasks (the profiler's clock is the trace's).
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const functions: Record<string, number> = {};
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (!longTasks.some((t) => at >= t.ts && at <= t.ts + (t.dur ?? 0))) continue;
    const frame = frames.get(profile.samples[i]!);
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const label = `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;
    functions[label] = (functions[label] ?? 0) + next / 1000;
  }
  return {
    functions,
    fcpMs: Math.round((fcp.ts - navigation.ts) / 1000),
    longTasks: longTasks.length,
    blockingMs: Math.round(longTasks.reduce((sum, t) => sum + (t.dur ?? 0) / 1000 - LONG_MS, 0)),
    totalBlockingMs: Math.round(allLong.reduce((sum, t) => sum + (t.dur ?? 0) / 1000 - LONG_MS, 0)),
    spentOn,
    tasks,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Hace falta Chromium en ${CHROMIUM_PATH}`);
  const site = await startDemoSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    console.log(`Tareas largas tras la primera pintura, CPU ${SLOWDOWN}× más lenta, mediana de ${RUNS} cargas (móvil, 412 px)`);
    for (const { page: name, path } of site.pages) {
      const runs: LongTaskFigures[] = [];
      // One load untraced first: the server's first render of a page loads its render module (seconds).
      const warm = await browser.newPage();
      await warm.goto(`${site.base}${path}`, { waitUntil: 'load' });
      await warm.close();
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        runs.push(await traceLoad(page, `${site.base}${path}`));
        await context.close();
      }
      const blocking = median(runs.map((r) => r.blockingMs));
      const chosen = runs.find((r) => r.blockingMs === blocking) ?? runs[Math.floor(runs.length / 2)]!;
      const spent = Object.entries(chosen.spentOn)
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms >= 5)
        .map(([label, ms]) => `${label} ${Math.round(ms)}`)
        .join(', ');
      const total = median(runs.map((r) => r.totalBlockingMs));
      console.log(
        `${name}: bloqueo tras FCP ${blocking} ms (pasadas ${runs.map((r) => r.blockingMs).join(', ')}); en toda la carga ${total} ms (pasadas ${runs.map((r) => r.totalBlockingMs).join(', ')}); ${chosen.longTasks} tareas largas tras FCP, FCP ${chosen.fcpMs} ms; en: ${spent || '—'}`,
      );
      if (VERBOSE) {
        for (const t of chosen.tasks) console.log(`    a ${t.startMs} ms: ${t.durationMs} ms (${t.top})`);
        const byFile: Record<string, number> = {};
        for (const [label, ms] of Object.entries(chosen.functions)) {
          const file = label.split(' ').pop()!.split(':')[0]!;
          byFile[file] = (byFile[file] ?? 0) + ms;
        }
        console.log(`    JavaScript por archivo: ${Object.entries(byFile).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([f, ms]) => `${f} ${Math.round(ms)}`).join(', ')}`);
        for (const [label, ms] of Object.entries(chosen.functions).sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`    ${Math.round(ms)} ms ${label}`);
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
