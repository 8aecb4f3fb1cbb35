import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webRoot, '..');
const backend = 'http://localhost:3000';
const spanishValidation = path.join(repoRoot, 'src/contracts/spanish-validation.ts');

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

export default defineConfig({
  root: webRoot,
  plugins: [spanishZod(), react()],
  resolve: {
    alias: {
      '@contracts': path.join(repoRoot, 'src/contracts'),
      '@': path.join(webRoot, 'src'),
    },
  },
  build: {
    outDir: path.join(webRoot, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs (React, the router, SWR, the icons' core) in one file rather
          // than one per library: one request, and gzip finds more to share (about 2 KB less).
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal|react-error-boundary)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|defaultAttributes|context)/,
            },
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
});
