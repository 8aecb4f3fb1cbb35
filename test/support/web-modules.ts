import { existsSync, readFileSync, statSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { transformSync } from 'esbuild';

/**
 * Loaded by mocha before any test file (.mocharc.json), so that the web component tests (test/web) can
 * import the web app's modules. Those are written for Vite, not for the server's TypeScript settings
 * (tsx applies tsconfig.json only to the files it includes, and web/src is checked by web/tsconfig.json):
 * here they are read the way Vite reads them — its path aliases (`@/…` → web/src, `@contracts/…` →
 * src/contracts), extensionless imports, the automatic JSX runtime, stylesheets that weigh nothing.
 * Only files under web/src and test/web are touched; everything else is left to tsx as before.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(ROOT, 'web/src');
const ALIASES: Array<[string, string]> = [
  ['@/', WEB],
  ['@contracts/', path.join(ROOT, 'src/contracts')],
];
const SUFFIXES = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The web app and its component tests (excluded from tsconfig.json, checked by test/web/tsconfig.json). */
const SCOPES = [WEB, path.join(ROOT, 'test/web')];
const inWeb = (file: string) => SCOPES.some((scope) => file.startsWith(scope + path.sep));
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** A path as Vite resolves it: as written, else with a TypeScript extension, else a folder's index. */
function probe(base: string): string | null {
  for (const candidate of [base, base.replace(/\.js$/, '')]) for (const suffix of SUFFIXES) if (isFile(candidate + suffix)) return candidate + suffix;
  return null;
}

type Resolver = (request: string, parent: { filename?: string | null } | undefined, ...rest: unknown[]) => string;
type Loader = (module: { _compile(code: string, filename: string): void; exports: unknown }, filename: string) => void;
const internals = Module as unknown as { _resolveFilename: Resolver; _extensions: Record<string, Loader> };

const resolveFilename = internals._resolveFilename;
internals._resolveFilename = function (request, parent, ...rest) {
  const alias = ALIASES.find(([prefix]) => request.startsWith(prefix));
  const from = parent?.filename;
  let target: string | null = null;
  if (alias) target = probe(path.join(alias[1], request.slice(alias[0].length)));
  else if (from && inWeb(from) && /^\.\.?\//.test(request)) target = probe(path.resolve(path.dirname(from), request));
  const file = target ?? resolveFilename.call(this, request, parent, ...rest);
  if (request === 'react-dom/client' && !reactDomLoaded) loadReactDomAsInABrowser(file);
  return file;
};

for (const extension of ['.ts', '.tsx']) {
  const previous = internals._extensions[extension];
  internals._extensions[extension] = (module, filename) => {
    if (!inWeb(filename)) return previous(module, filename);
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      loader: extension === '.tsx' ? 'tsx' : 'ts',
      jsx: 'automatic',
      format: 'cjs',
      target: 'es2022',
      sourcefile: filename,
      sourcemap: 'inline',
      define: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true', 'import.meta.env.MODE': '"test"' },
    });
    module._compile(code, filename);
  };
}

const previousCss = internals._extensions['.css'];
internals._extensions['.css'] = (module, filename) => {
  if (!inWeb(filename)) return previousCss ? previousCss(module, filename) : undefined;
  module.exports = {};
};

/**
 * React decides once, as react-dom loads, whether it runs in a browser (and so listens to `input`
 * events for an input's onChange): loaded in plain Node, before `useDom` gives a test its document,
 * it never hears typing. So react-dom's client is loaded, the first time anything asks for it, with
 * the little of a browser it looks at then (a document that has `oninput`, the event classes of a
 * current browser) in place for that moment only; no test sees a `window` it did not ask for.
 */
let reactDomLoaded = false;
const requireHere = Module.createRequire(import.meta.url);
function loadReactDomAsInABrowser(file: string): void {
  const g = globalThis as { window?: unknown; document?: unknown; navigator?: unknown };
  reactDomLoaded = true;
  if (g.window !== undefined) return;
  const document = { oninput: null, createElement: () => ({ style: {}, setAttribute: () => undefined }) };
  const page: Record<string, unknown> = { document, addEventListener: () => undefined, removeEventListener: () => undefined };
  for (const name of ['CompositionEvent', 'TextEvent', 'AnimationEvent', 'TransitionEvent']) page[name] = class {};
  page.top = page.self = page;
  const noNavigator = g.navigator === undefined;
  g.window = page;
  g.document = document;
  if (noNavigator) g.navigator = { userAgent: '' };
  try {
    requireHere(file);
  } finally {
    delete g.window;
    delete g.document;
    if (noNavigator) delete g.navigator;
  }
}
