import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Command, Option } from 'commander';
import { buildProgram, leafCommands, loadCommands } from '../../../cli/program.js';
import { createCli } from '../../../cli/cli-runtime.js';
import { cliEnv, parrilla, ROOT } from '../../support/cli.js';

/** Every command of the program that runs something (no subcommands), with the names that reach it. */
const leaves = (program: Command) => leafCommands(program).map(({ path, command }) => ({ names: path.split(' '), command }));

/** The command line that reaches `command` with its required arguments and options filled, so only what a test adds can be refused. */
function baseArgs(names: string[], command: Command, except?: Option): string[] {
  const args = [...names];
  for (const arg of command.registeredArguments) if (arg.required) args.push('1');
  for (const option of command.options as Option[]) {
    if (option.mandatory && option !== except) args.push(option.long!, ...(option.required || option.optional ? [option.argChoices?.[0] ?? '1'] : []));
  }
  return args;
}

const flagOf = (option: Option, value = 'nada') => [option.long!, ...(option.required || option.optional ? [value] : [])];

/**
 * A wrong option is the user's mistake: every command refuses a value outside an option's choices and
 * two options that exclude each other the same way, exit 2 with commander's message in Spanish,
 * before anything runs, never 'Error inesperado'. Read from the program tree, so a new command is
 * walked too.
 */
describe('parrilla: every wrong option is refused as a usage error, in Spanish, by every command', function () {
  this.timeout(240_000);
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let program: Command;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-options-'));
    env = cliEnv(dataDir);
    program = buildProgram(createCli(), await loadCommands());
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a value outside the choices, for every option that has them', async () => {
    const walked: string[] = [];
    for (const { names, command } of leaves(program)) {
      for (const option of command.options as Option[]) {
        if (!option.argChoices) continue;
        const run = await parrilla([...baseArgs(names, command, option), ...flagOf(option)], env);
        const where = `${names.join(' ')} ${option.long} nada`;
        walked.push(`${names.join(' ')} ${option.long}`);
        expect(run.code, `${where}: ${run.stderr}`).to.equal(2);
        expect(run.stderr, where).to.include(`error: el valor 'nada' de la opción '${option.flags}' no es válido: usa uno de estos valores: ${option.argChoices.join(', ')}.`);
        expect(run.stderr, where).not.to.include('Error inesperado');
      }
    }
    expect(walked).to.include.members(['entries list --estado', 'payments list --estado', 'results export --format']);
  });

  it('two options that exclude each other, for every such pair', async () => {
    const walked: string[] = [];
    for (const { names, command } of leaves(program)) {
      const options = command.options as Option[];
      for (const option of options) {
        for (const other of (option as Option & { conflictsWith: string[] }).conflictsWith) {
          const partner = options.find((o) => o.attributeName() === other);
          if (!partner) continue;
          const run = await parrilla([...baseArgs(names, command), ...flagOf(option, '5'), ...flagOf(partner, '5')], env);
          const where = `${names.join(' ')} ${option.long} ${partner.long}`;
          walked.push(where);
          expect(run.code, `${where}: ${run.stderr}`).to.equal(2);
          expect(run.stderr, where).to.match(/^error: la opción '.+' no puede usarse junto con la opción '.+'$/m);
          expect(run.stderr, where).not.to.include('Error inesperado');
        }
      }
    }
    expect(walked).to.include.members(['entries number --free --number', 'entries list --json --csv']);
  });

  it('no command refuses its input with a bare Error, which the console shows as an unexpected failure', () => {
    const dir = path.join(ROOT, 'cli/commands');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.command.ts'))) {
      expect(readFileSync(path.join(dir, file), 'utf8'), file).not.to.match(/throw new Error\(/);
    }
  });
});
