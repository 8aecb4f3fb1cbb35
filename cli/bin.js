#!/usr/bin/env node
// The `parrilla` command. With NODE_ENV=production it runs the compiled CLI in dist/ (made by
// `npm run build`); otherwise it loads the TypeScript sources through tsx and runs cli/main.ts.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/cli/main.js', import.meta.url);

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(compiled)) {
    console.error('Falta la compilación de producción: ejecuta `npm run build`.');
    process.exit(1);
  }
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./main.ts');
}
