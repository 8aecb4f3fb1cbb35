import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The overlays' script (docs/adr/0058), built on its own after the web app: one small file,
 * web/dist/overlay/overlay.js, that the server's overlay pages load; none of the app's bundle.
 */
export default defineConfig({
  root: here,
  publicDir: false,
  build: {
    outDir: path.join(here, '../dist/overlay'),
    emptyOutDir: false,
    sourcemap: false,
    lib: { entry: path.join(here, 'overlay.ts'), formats: ['iife'], name: 'overlay', fileName: () => 'overlay.js' },
  },
});
