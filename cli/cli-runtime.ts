import type { Command } from 'commander';
import { pino } from 'pino';
import type { AppContext } from '../src/container.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import type { Actor } from '../src/modules/identity/index.js';

/** Exit codes of every command: 0 done, 1 the work failed, 2 the command line was wrong. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/**
 * One file under cli/commands/ named `<name>.command.ts` whose default export adds its command to
 * the program. program.ts finds these files by name, so a new command is a new file and nothing else.
 * Every command is registered on every run, so a command imports the application (modules, server)
 * inside its action: `--help` and usage errors then answer without loading all of it.
 */
export interface CliCommand {
  register(program: Command, cli: Cli): void;
}

/** What a command needs from the CLI around it. */
export interface Cli {
  /**
   * Boots the application with the server's configuration (DATABASE_URL, DATA_DIR …), runs
   * `work` and closes the database. Pending migrations run first, as they do when the server
   * starts, unless `migrate` is false.
   */
  withApp<T>(work: (app: AppContext) => Promise<T>, options?: { migrate?: boolean }): Promise<T>;
  /** Writes one line to standard output. */
  print(text: string): void;
  /** The subcommand `name` of the program (e.g. `users`), created with `description` on first use. */
  group(program: Command, name: string, description: string): Command;
}

/**
 * Records a sensitive act done from the console (a role change, deleting results): the web app would have
 * asked its author for a fresh confirmation (docs/adr/0046); whoever holds the server's shell is exempt,
 * and the act is logged as the console's, with what it touched.
 */
export async function logConsoleAct(app: AppContext, accion: string, detail: Record<string, unknown>, message: string): Promise<void> {
  const { PLATFORM } = await import('../src/platform/platform.tokens.js');
  app.container.get(PLATFORM.Logger).warn({ actor: 'consola', accion, ...detail }, message);
}

/** A failure of the work that is not a DomainError (the port is taken …): its message is shown as it is. */
export class CliFailure extends Error {}

/**
 * The person at the console has the server's configuration and database in hand, so commands act
 * with full rights; use cases that check permissions receive this actor.
 */
export const CONSOLE_ACTOR: Actor = { id: 'console', rol: 'superadmin', suspendido: false };

// Logs go to stderr so that output meant for pipes (`users list --json`) stays clean; below a
// warning they are noise for a person unless LOG_LEVEL asks for them. They are written through
// process.stderr (synchronous for files, pipes and terminals), so a program running the CLI inside
// its own process, as the tests do, reads them with the rest of stderr.
function consoleLogger(config: Config) {
  return pino({ level: process.env.LOG_LEVEL ? config.logLevel : 'warn', base: undefined }, { write: (line: string) => process.stderr.write(line) });
}

export function createCli(): Cli {
  return {
    async withApp(work, options = {}) {
      const config = loadConfig();
      // Loaded here, not at the top, so `--help` and usage errors answer without loading every module.
      const { bootstrap } = await import('../src/container.js');
      const app = await bootstrap({ config, logger: consoleLogger(config), migrate: options.migrate ?? true });
      try {
        return await work(app);
      } finally {
        await app.close();
      }
    },
    print(text) {
      process.stdout.write(`${text}\n`);
    },
    group(program, name, description) {
      return program.commands.find((c) => c.name() === name) ?? program.command(name).description(description);
    },
  };
}
