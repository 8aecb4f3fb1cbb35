// The `parrilla` program: builds the commander program from the files in cli/commands/ and runs it.
// cli/main.ts runs it as a process; tests may run it in their own process (test/support/cli.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../src/platform/config.js';
import { DomainError } from '../src/platform/errors.js';
import { CODE_EXTENSION, PROJECT_ROOT } from '../src/platform/runtime-paths.js';
import { CliFailure, createCli, EXIT, type Cli, type CliCommand } from './cli-runtime.js';
import { CLI_EXAMPLES } from './examples.js';
import { spanishHelp, translateCommanderMessage } from './spanish-help.js';

const COMMANDS_DIR = path.join(import.meta.dirname, 'commands');

/** Every `*.command.ts` under cli/commands/ (`.js` when compiled), in file-name order (the order of the help). */
export async function loadCommands(dir = COMMANDS_DIR): Promise<CliCommand[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(`.command${CODE_EXTENSION}`))
    .sort();
  const commands: CliCommand[] = [];
  for (const file of files) {
    const loaded = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: Partial<CliCommand> };
    if (typeof loaded.default?.register !== 'function') throw new Error(`cli/commands/${file} no exporta por defecto un comando ({ register })`);
    commands.push(loaded.default as CliCommand);
  }
  return commands;
}

/** Every command without subcommands, with its path ('entries list'), in the help's order. */
export function leafCommands(program: Command): { path: string; command: Command }[] {
  const leaves: { path: string; command: Command }[] = [];
  const walk = (command: Command, path: string[]) => {
    const subcommands = command.commands.filter((c) => c.name() !== 'help');
    if (path.length > 0 && subcommands.length === 0) leaves.push({ path: path.join(' '), command });
    for (const sub of subcommands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return leaves;
}

export function buildProgram(cli: Cli, commands: CliCommand[]): Command {
  const { version } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  const program = new Command('parrilla')
    .description('Herramientas de administración de Parrilla: base de datos, servidor y cuentas.')
    .version(version, '-V, --version', 'muestra la versión')
    .helpOption('-h, --help', 'muestra esta ayuda')
    .helpCommand('help [comando]', 'muestra la ayuda de un comando')
    .configureHelp(spanishHelp)
    .showHelpAfterError('(usa --help para ver las opciones)')
    .configureOutput({
      writeOut: (text) => process.stdout.write(text),
      writeErr: (text) => process.stderr.write(text),
      outputError: (text, write) => write(translateCommanderMessage(text)),
    })
    // Commander exits by itself unless told otherwise; throwing lets runCli choose the exit code.
    .exitOverride();
  for (const command of commands) command.register(program, cli);
  for (const { path, command } of leafCommands(program)) {
    const examples = CLI_EXAMPLES[path];
    if (examples) command.addHelpText('after', `\n${examples.length === 1 ? 'Ejemplo' : 'Ejemplos'}:\n${examples.map((e) => `  $ ${e}`).join('\n')}`);
  }
  return program;
}

/** Runs the program on `argv` (as in process.argv) and answers the exit code. */
export async function runCli(argv: string[], cli: Cli = createCli()): Promise<number> {
  try {
    const program = buildProgram(cli, await loadCommands());
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    process.stderr.write(`${describeFailure(err)}\n`);
    return EXIT.failure;
  }
}

function describeFailure(err: unknown): string {
  if (err instanceof DomainError) {
    const fields = Object.entries(err.errors ?? {}).filter(([, message]) => message !== err.message);
    return [`Error: ${err.message}`, ...fields.map(([field, message]) => `  ${field}: ${message}`)].join('\n');
  }
  if (err instanceof ConfigError || err instanceof CliFailure) return `Error: ${err.message}`;
  const detail = err instanceof Error ? (process.env.LOG_LEVEL === 'debug' ? err.stack : err.message) : String(err);
  return `Error inesperado: ${detail}`;
}
