import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { expect } from 'chai';
import { APP_LOADER_CSP_SOURCE, APP_LOADER_SCRIPT, withAppLoadedAfterPaint } from '../../../src/http/app-loader.js';
import { securityHeaderList } from '../../../src/http/security.middleware.js';

/** The head Vite writes into web/dist/index.html, with invented file names. */
const INDEX = `<!doctype html>
<html lang="es-MX">
  <head>
    <title>Parrilla</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-Xy9.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-Qw8.js">
    <link rel="stylesheet" crossorigin href="/assets/base-Zz1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const loaderOf = (html: string) => /<script data-app="([^"]*)">([\s\S]*?)<\/script>/.exec(html);

/**
 * Runs the loader as a page would, in a document of its own: `paints` says whether the browser can
 * tell the first contentful paint, `visible` whether the page is shown. Answers what it added to the
 * head, the paint to report and the timers it set.
 */
function runLoader(files: string, { paints = true, visible = true } = {}) {
  const window = new Window({ url: 'https://parrilla.example/' });
  const document = window.document;
  const me = document.createElement('script');
  me.setAttribute('data-app', files);
  document.head.appendChild(me);
  const observers: Array<{ callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; disconnected: boolean }> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paints ? ['paint', 'longtask'] : ['longtask'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).to.deep.equal({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const timers: Array<{ run: () => void; ms: number }> = [];
  const page = new Proxy(document, {
    get: (target, key) => {
      if (key === 'currentScript') return me;
      if (key === 'visibilityState') return visible ? 'visible' : 'hidden';
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  new Function('document', 'PerformanceObserver', 'setTimeout', APP_LOADER_SCRIPT)(page, FakePerformanceObserver, (run: () => void, ms: number) => timers.push({ run, ms }));
  const added = () =>
    [...document.head.children].filter((el) => el !== me).map((el) => (el.tagName === 'SCRIPT' ? `script ${el.getAttribute('type')} ${el.getAttribute('src')} ${el.getAttribute('crossorigin')} ${el.getAttribute('fetchpriority')}` : `link ${el.getAttribute('rel')} ${el.getAttribute('href')} ${el.getAttribute('crossorigin')} ${el.getAttribute('fetchpriority')}`));
  const paint = (names: string[]) => {
    for (const o of observers.filter((x) => !x.disconnected)) o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => (o.disconnected = true) });
  };
  return { added, paint, timers, observers };
}

const LOADED = ['link modulepreload /assets/runtime-Xy9.js  low', 'link modulepreload /assets/routes-R1.js  low', 'script module /assets/index-AbC123.js  low'];

describe('The loader of a rendered page’s code', () => {
  it('takes the module script and its preloads out of the page and puts the loader where the script was, before the style sheets', () => {
    const page = withAppLoadedAfterPaint(INDEX, ['/assets/routes-R1.js']);
    expect(page).not.to.match(/type="module"|rel="modulepreload"/);
    const loader = loaderOf(page);
    expect(loader?.[1]).to.equal('/assets/index-AbC123.js /assets/runtime-Xy9.js /assets/shell-Qw8.js /assets/routes-R1.js');
    expect(loader?.[2]).to.equal(APP_LOADER_SCRIPT);
    expect(page.indexOf('<script data-app=')).to.be.lessThan(page.indexOf('rel="stylesheet"'));
    expect(page.indexOf('<title>')).to.be.lessThan(page.indexOf('<script data-app='));
  });

  it('leaves a page without exactly one module script, or with a file name it would not write plainly, as it is', () => {
    const bare = INDEX.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(withAppLoadedAfterPaint(bare)).to.equal(bare);
    const two = INDEX.replace('</head>', '<script type="module" crossorigin src="/assets/other-1.js"></script></head>');
    expect(withAppLoadedAfterPaint(two)).to.equal(two);
    expect(withAppLoadedAfterPaint(INDEX, ['/assets/a" onload="x.js'])).to.equal(INDEX);
  });

  it('is admitted by the content security policy through its own hash, and by nothing wider', () => {
    const policy = new Map(securityHeaderList()).get('Content-Security-Policy') ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const inline = loaderOf(withAppLoadedAfterPaint(INDEX))![2]!;
    expect(scriptSrc).to.include(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(scriptSrc).to.include(APP_LOADER_CSP_SOURCE);
    expect(scriptSrc).not.to.match(/unsafe-inline|unsafe-eval/);
  });

  it('adds the preloads and the module script once the page has painted, not before, and only once', () => {
    const run = runLoader('/assets/index-AbC123.js /assets/runtime-Xy9.js /assets/routes-R1.js');
    expect(run.added()).to.deep.equal([]);
    run.paint(['first-paint']);
    expect(run.added(), 'a paint without content is not the one').to.deep.equal([]);
    run.paint(['first-paint', 'first-contentful-paint']);
    expect(run.added()).to.deep.equal(LOADED);
    expect(run.observers.every((o) => o.disconnected)).to.equal(true);
    // The safety timer, three seconds on, finds it done.
    expect(run.timers.map((t) => t.ms)).to.deep.equal([3000]);
    run.timers[0]!.run();
    expect(run.added()).to.deep.equal(LOADED);
  });

  it('loads after three seconds a page that never paints its content', () => {
    const run = runLoader('/assets/index-AbC123.js /assets/runtime-Xy9.js /assets/routes-R1.js');
    run.timers[0]!.run();
    expect(run.added()).to.deep.equal(LOADED);
  });

  it('loads at once where the browser cannot tell the first paint, or the page is not being shown', () => {
    for (const options of [{ paints: false }, { visible: false }]) {
      const run = runLoader('/assets/index-AbC123.js /assets/runtime-Xy9.js /assets/routes-R1.js', options);
      expect(run.added(), JSON.stringify(options)).to.deep.equal(LOADED);
      expect(run.observers, JSON.stringify(options)).to.deep.equal([]);
    }
  });
});
