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
