import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webRoot, '..');
const backend = 'http://localhost:3000';
const spanishValidation = path.join(repoRoot, 'src/contracts/spanish-validation.ts');
const nodeModules = path.join(repoRoot, 'node_modules');

/**
 * zod speaks Spanish in the browser too (src/contracts/spanish-validation.ts) without the home page
 * loading zod: every module that imports zod imports that configuration first, so it comes with the
 * first screen that validates anything.
 */
function spanishZod(): Plugin {
  return {
    name: 'parrilla:spanish-zod',
    enforce: 'pre',
    transform(code, id) {
      if (id === spanishValidation || id.includes('/node_modules/') || !/from ['"]zod['"]/.test(code)) return null;
      // On the first line, so the lines of the module stay where they were.
      return { code: `import '@contracts/spanish-validation';${code}`, map: null };
    },
  };
}

/**
 * React Router's production build. Its package points every bundler at `dist/development` (dev
 * warnings on); `dist/production` is the same code with them off. And in it, the components the site
 * never uses (`Form`, `ScrollRestoration`, `HistoryRouter`…) stay out: their `forwardRef`/`memo`/
 * `createContext` calls are pure, and the `displayName` they get (a name for React's developer tools,
 * which a production build does not show) no longer counts as a use. About 1.8 KB gzip on every page.
 *
 * And `Link` without its prefetching, which only the router's framework mode does (a `<Link
 * prefetch>` inside a `HydratedRouter`, with its route manifest): under the site's `BrowserRouter` the
 * library's own hook answers "no prefetch" every time, yet its code (the prefetch links, the route
 * modules' loader, the RSC variants) came with every link. About 1.8 KB gzip on every page. The build
 * stops if a new version of the library no longer has these two lines as written.
 */
function reactRouterProduction(): Plugin {
  const production = realpathSync(path.join(nodeModules, 'react-router/dist/production'));
  const withoutPrefetch: [RegExp, string][] = [
    [/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, void 0, {}]'],
    [/React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/, 'null'],
  ];
  return {
    name: 'parrilla:react-router-production',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /^react-router$/ },
      handler: () => path.join(production, 'index.mjs'),
    },
    transform(code, id) {
      if (!id.startsWith(production) || !id.endsWith('.mjs')) return null;
      let out = code
        .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()/g, '/* @__PURE__ */ $1');
      if (out.includes('function LinkWithRef(')) {
        for (const [line, replacement] of withoutPrefetch) {
          if (!line.test(out)) this.error(`React Router's Link no longer has ${String(line)}: see reactRouterProduction in web/vite.config.ts`);
          out = out.replace(line, replacement);
        }
      }
      return { code: out, map: null };
    },
  };
}

/**
 * What `use-sync-external-store/shim` gives SWR and the charts' store: React's own hook. The package
 * ships a fallback for Reacts older than 18, which React 19 never runs.
 */
function reactOwnSyncExternalStore(): Plugin {
  const id = '\0parrilla:use-sync-external-store';
  return {
    name: 'parrilla:use-sync-external-store',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /^use-sync-external-store\/shim(\/index\.js)?$/ },
      handler: () => id,
    },
    load: {
      filter: { id: /^\0parrilla:use-sync-external-store$/ },
      handler: () => "export { useSyncExternalStore } from 'react';",
    },
  };
}

/**
 * lucide-react's icons drawn by web/src/lib/lucide-icon.ts: the same `<svg>` for what the site passes
 * them, without the library's icon context and tables of attribute names (about 1 KB gzip on every
 * page). Each icon's module imports the library's `createLucideIcon`; that one import is answered with
 * the site's.
 */
function smallIcons(): Plugin {
  const own = path.join(webRoot, 'src/lib/lucide-icon.ts');
  return {
    name: 'parrilla:small-icons',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /^\.\.\/createLucideIcon\.mjs$/ },
      handler: (_id, importer) => (importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer) ? own : null),
    },
  };
}

/**
 * The server's render of the public pages (docs/adr/0036): `vite build --ssr src/entry-server.tsx`
 * writes one self-contained module (React's production server renderer and every lazy screen
 * included: the server loads it again, whole, after a new build) to web/dist-server, outside what
 * the site serves. The browser's build also writes its manifest (web/dist/.vite/manifest.json,
 * never served: a dot folder), by which the server links a screen's styles and preloads its code.
 */
const serverRender = {
  outDir: path.join(webRoot, 'dist-server'),
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

/** The colour of the site's night background (design/UI.md): the phone's bars and the splash screen. */
const NIGHT = '#0f1115';

/**
 * The site as an app on the phone (docs/adr/0055): the web app manifest (in Spanish, with the icons
 * scripts/app-icons.ts draws) and the service worker web/src/sw.ts, built with the list of this
 * build's files to precache. The page registers the worker itself, after it has loaded
 * (web/src/pwa/register.ts): nothing of it weighs on the home page's first load.
 */
function installableApp() {
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const shortcutIcon = [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }];
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Parrilla · Sim racing en México',
      short_name: 'Parrilla',
      description: 'Campeonatos y eventos de sim racing para la comunidad mexicana: tus carreras, el calendario, los resultados y la clasificación.',
      lang: 'es-MX',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: NIGHT,
      background_color: NIGHT,
      categories: ['sports', 'games'],
      icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
      shortcuts: [
        { name: 'Mis carreras', short_name: 'Mis carreras', description: 'Tus campeonatos y tus próximas carreras', url: '/perfil', icons: shortcutIcon },
        { name: 'Calendario', short_name: 'Calendario', description: 'Los campeonatos y sus carreras', url: '/campeonatos', icons: shortcutIcon },
        { name: 'Resultados', short_name: 'Resultados', description: 'Los resultados de las últimas carreras', url: '/race-result', icons: shortcutIcon },
      ],
    },
    injectManifest: {
      // The shell as one version: the page, every script and style of this build, the icons. The
      // admin panel's own code is left to the network (it never opens offline).
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['assets/admin-*'],
      // Hashed names are their own version; anything else is versioned by its content's hash.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // The worker is written in TypeScript under web/src and bundled with its Workbox modules.
      rollupFormat: 'iife',
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [spanishZod(), smallIcons(), reactRouterProduction(), reactOwnSyncExternalStore(), react(), ...(isSsrBuild ? [] : [installableApp()])],
  resolve: {
    alias: [
      { find: '@contracts', replacement: path.join(repoRoot, 'src/contracts') },
      { find: '@', replacement: path.join(webRoot, 'src') },
    ],
  },
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild ? serverRender : {
    outDir: path.join(webRoot, 'dist'),
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the build targets (Vite's default, widely available baseline) preloads modules itself.
    modulePreload: {
      polyfill: false,
      // The entry's own files (the shell, the bundler's runtime) are loaded before any screen asks for
      // its code: naming them again in every screen's list of files to preload only weighs on the
      // entry, whose JavaScript has a budget (bench/home-bundle.ts). The page's HTML keeps naming them:
      // there they start downloading beside the styles instead of after the entry (about 0.4 s of
      // first paint in Lighthouse's simulated phone, ADR 0036).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !/(^|\/)(shell|rolldown-runtime)-[\w-]+\.js$/.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Seven characters of hash for code (the fewest the bundler allows for this many files) and six
        // for styles, not eight: the entry names every screen's files in its lists of files to preload,
        // and a hash is what gzip cannot shrink (about 150 bytes of the home page's budget).
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:6][extname]',
        codeSplitting: {
          // The libraries every page runs (React, the router, SWR, the error boundary) in one file rather
          // than one per library: one request, and gzip finds more to share (about 2 KB less). Only the
          // part the first page needs ($initial): SWR's mutation hook (forms) and the selector hook of
          // the charts' store stay with the screens that use them. The icons' own code is the site's
          // (`smallIcons`, above), in `base`.
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|dequal|react-error-boundary)[\\/]|parrilla:use-sync-external-store/,
              tags: ['$initial'],
            },
            // The site's small modules the first page runs and later screens share (the API client, the
            // button, the spinner, the icons' maker, formats, messages): one file instead of one each, so gzip's per-file
            // cost is paid once.
            { name: 'base', test: /web[\\/]src[\\/](lib|components[\\/]ui)[\\/]|src[\\/]contracts[\\/][\w.-]+\.messages\.ts$/, tags: ['$initial'] },
            // What loads after the page (web/src/pwa/register.ts) as one file: the worker's registration
            // and the visit count of the install hint it starts, instead of two requests.
            { name: 'register', test: /web[\\/]src[\\/]pwa[\\/](register|install-offer)\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    // The shared zod contracts live outside the web root.
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
    },
  },
}));
