import { createHash } from 'node:crypto';

/**
 * A page the server rendered paints without its code, so its code is asked for once the page has
 * painted (docs/adr/0069, last addendum): before, the app's scripts (about 107 KB) shared a slow link
 * with the styles and the first screen's picture. The scripts the page would have linked are written
 * in the loader's `data-app` (the entry first, then the modules it preloads), and the loader adds them
 * after the first contentful paint; at once where the browser cannot say when that is or the page is
 * not being shown (nothing then waits for a paint), and after three seconds in any case.
 *
 * It is inline (no request of its own, and a page kept by the service worker carries it), so the
 * content security policy admits it by its hash: `APP_LOADER_CSP_SOURCE`.
 */
export const APP_LOADER_SCRIPT = `(function (me) {
  var files = me.getAttribute('data-app').split(' ');
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    for (var i = 1; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.setAttribute('fetchpriority', 'low');
      link.href = files[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.setAttribute('fetchpriority', 'low');
    script.src = files[0];
    document.head.appendChild(script);
  }
  var paints = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!paints || document.visibilityState !== 'visible') return load();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 3000);
})(document.currentScript);`;

/** The loader's entry in the content security policy's `script-src`. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="(\/assets\/[^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="(\/assets\/[^"]+)">\s*/g;

/**
 * `html` (the app's index.html) with the loader in place of its module script, and its preloads taken
 * out; `preloads` are more modules to preload (a screen's route table). The loader stays before the
 * style sheets: an inline script after them would hold the parser until they came. Without exactly one
 * module script the page is answered as it is.
 */
export function withAppLoadedAfterPaint(html: string, preloads: readonly string[] = []): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  if (entries.length !== 1) return html;
  const files = [entries[0]!, ...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!), ...preloads];
  if (files.some((file) => !/^\/[\w./-]+$/.test(file))) return html;
  const loader = `<script data-app="${files.join(' ')}">${APP_LOADER_SCRIPT}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => loader);
}
