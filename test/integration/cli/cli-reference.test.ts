import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Option } from 'commander';
import { createCli } from '../../../cli/cli-runtime.js';
import { CLI_EXAMPLES } from '../../../cli/examples.js';
import { buildProgram, leafCommands, loadCommands } from '../../../cli/program.js';
import { cliReference, withReference } from '../../../cli/reference.js';
import { cliEnv, parrilla, ROOT } from '../../support/cli.js';

/** The words of a shell line, quotes removed, up to a redirection. */
function words(line: string): string[] {
  const found = line.match(/'[^']*'|"[^"]*"|[^\s]+/g) ?? [];
  const upTo = found.findIndex((w) => w === '>' || w === '|');
  return (upTo < 0 ? found : found.slice(0, upTo)).map((w) => w.replace(/^(['"])(.*)\1$/, '$2'));
}

describe('docs/cli.md: every parrilla command with its help and an example, written from the program', function () {
  this.timeout(60_000);

  it('is what `npm run docs:cli` writes from the program now (run it after changing a command)', async () => {
    const file = readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8');
    expect(file, 'docs/cli.md no está al día: corre `npm run docs:cli`').to.equal(withReference(file, await cliReference()));
  });

  it('gives every command an example that names only the command and the options it has', async () => {
    const leaves = leafCommands(buildProgram(createCli(), await loadCommands()));
    const paths = leaves.map((l) => l.path);
    expect(paths.filter((p) => !CLI_EXAMPLES[p]?.length), 'comandos sin ejemplo en cli/examples.ts').to.deep.equal([]);
    expect(Object.keys(CLI_EXAMPLES).filter((p) => !paths.includes(p)), 'ejemplos de comandos que no existen').to.deep.equal([]);
    for (const { path: commandPath, command } of leaves) {
      const longs = (command.options as Option[]).map((o) => o.long);
      for (const example of CLI_EXAMPLES[commandPath]!) {
        const [program, ...rest] = words(example);
        expect(program, example).to.equal('parrilla');
        expect(rest.slice(0, commandPath.split(' ').length).join(' '), example).to.equal(commandPath);
        for (const flag of rest.filter((w) => w.startsWith('--'))) expect(longs, `${example}: ${flag}`).to.include(flag);
      }
    }
  });

  it('runs the examples that need no data as written (the fuel calculator)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-cli-examples-'));
    try {
      for (const example of CLI_EXAMPLES.fuel!) {
        const run = await parrilla(words(example).slice(1), cliEnv(dataDir));
        expect(run.code, `${example}\n${run.stderr}`).to.equal(0);
        expect(run.stdout, example).to.match(/\d/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
