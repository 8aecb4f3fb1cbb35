// Writes the reference of every `parrilla` command into docs/cli.md, between its markers, from
// the program itself (cli/reference.ts). `--check` writes nothing and exits 1 when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliReference, withReference } from '../cli/reference.js';

const file = path.resolve(import.meta.dirname, '../docs/cli.md');
const current = readFileSync(file, 'utf8');
const wanted = withReference(current, await cliReference());
if (process.argv.includes('--check')) {
  if (wanted !== current) {
    console.error('docs/cli.md no está al día con el programa: corre `npm run docs:cli`.');
    process.exit(1);
  }
  console.log('docs/cli.md está al día.');
} else if (wanted !== current) {
  writeFileSync(file, wanted);
  console.log('docs/cli.md escrito.');
} else {
  console.log('docs/cli.md ya estaba al día.');
}
