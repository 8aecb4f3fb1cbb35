import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { isResultFileName, resultFileProblem, RESULTS_MESSAGES } from '../../src/contracts/results.messages.js';
import { CliFailure, CONSOLE_ACTOR, type Cli, type CliCommand } from '../cli-runtime.js';

interface Options {
  carrera?: string;
  sesion?: string;
  subsession?: string;
  json?: boolean;
}

/** The files named, and every .json under the folders named (sorted, so runs are repeatable). */
function collect(inputs: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && isResultFileName(entry.name)) files.push(full);
    }
  };
  for (const input of inputs) {
    try {
      if (statSync(input).isDirectory()) walk(input);
      else files.push(input);
    } catch {
      missing.push(input);
    }
  }
  return { files, missing };
}

/** `parrilla import --subsession N`: one subsession fetched from iRacing, with the rules of a file. */
async function importSubsession(cli: Cli, options: Options): Promise<void> {
  const { IRACING } = await import('../../src/modules/iracing/index.js');
  const outcome = await cli.withApp((app) =>
    app.container.get(IRACING.ImportSubsession).execute(CONSOLE_ACTOR, { subsessionId: options.subsession, carreraId: options.carrera, sesion: options.sesion }),
  );
  const summary = { subsession_id: outcome.event.subsession_id, session_name: outcome.event.session_name, eventoId: outcome.event.id, carreraId: outcome.event.carreraId, sesion: outcome.event.sesion, replaced: outcome.replaced };
  if (options.json) cli.print(JSON.stringify(summary, null, 2));
  else cli.print(`${outcome.replaced ? '↻' : '✓'} ${summary.subsession_id} ${summary.session_name}${outcome.replaced ? ' (reemplazado)' : ''}`);
}

export default {
  register(program, cli) {
    program
      .command('import')
      .description('importa resultados de iRacing: archivos .json y carpetas (sigue aunque alguno falle), o una subsesión traída de iRacing con --subsession')
      .argument('[archivo-o-carpeta...]', 'archivos .json o carpetas que los contienen')
      .option('--subsession <id>', 'trae de iRacing el resultado de esa subsesión (y sus posiciones por vuelta) en vez de leer archivos')
      .option('--carrera <id>', 'enlaza los eventos importados a esta carrera de campeonato')
      .option('--sesion <n>', 'sesión puntuable de la carrera (1, 2 o 3; 1 si no se indica)')
      .option('--json', 'imprime el resumen en JSON')
      .action(async (inputs: string[], options: Options, command: Command) => {
        const { RESULTS } = await import('../../src/modules/results/index.js');
        const { DomainError } = await import('../../src/platform/errors.js');
        const { default: cliProgress } = await import('cli-progress');
        const { importFieldsSchema } = await import('../../src/contracts/results.contract.js');
        // Checked before anything is read, with the API's words: a bad session or a session without a
        // race is a wrong command line (exit 2), not a file that failed.
        const fields = importFieldsSchema.safeParse({ carreraId: options.carrera, sesion: options.sesion });
        const usage = (message: string): never => command.error(`error: ${message}`, { exitCode: 2, code: 'parrilla.usage' });
        if (!fields.success) usage(fields.error.issues[0]?.message ?? RESULTS_MESSAGES.sesionInvalid);
        else if (fields.data.sesion !== undefined && !fields.data.carreraId) usage(RESULTS_MESSAGES.sesionWithoutRace);
        if (options.subsession !== undefined) {
          if (inputs.length) usage('Indica archivos o --subsession, no ambos');
          await importSubsession(cli, options);
          return;
        }
        if (!inputs.length) usage('Indica los archivos o carpetas a importar, o --subsession <id>');
        const { files, missing } = collect(inputs);
        const imported: { file: string; subsession_id: number; session_name: string }[] = [];
        const replaced: { file: string; subsession_id: number; session_name: string }[] = [];
        const failed: { file: string; message: string }[] = missing.map((file) => ({ file, message: 'No existe el archivo o la carpeta' }));

        await cli.withApp(async (app) => {
          const useCase = app.container.get(RESULTS.ImportEventFile);
          // The bar goes to stderr and draws only on a terminal, so piped output stays clean.
          const bar = new cliProgress.SingleBar(
            { format: 'Importando [{bar}] {value}/{total} {archivo}', stream: process.stderr, hideCursor: true, clearOnComplete: true },
            cliProgress.Presets.shades_classic,
          );
          bar.start(files.length, 0, { archivo: '' });
          for (const file of files) {
            bar.update({ archivo: path.basename(file) });
            try {
              const problem = resultFileProblem(file, () => statSync(file).size);
              if (problem) throw new CliFailure(problem);
              const outcome = await useCase.execute(CONSOLE_ACTOR, { bytes: await readFile(file), carreraId: options.carrera, sesion: options.sesion });
              (outcome.replaced ? replaced : imported).push({ file, subsession_id: outcome.event.subsession_id, session_name: outcome.event.session_name });
            } catch (err) {
              if (!(err instanceof DomainError) && !(err instanceof CliFailure)) throw err;
              failed.push({ file, message: err.message });
            }
            bar.increment();
          }
          bar.stop();
        });

        if (options.json) {
          cli.print(JSON.stringify({ imported, replaced, failed }, null, 2));
        } else {
          for (const r of imported) cli.print(`✓ ${r.file}: ${r.subsession_id} ${r.session_name}`);
          for (const r of replaced) cli.print(`↻ ${r.file}: ${r.subsession_id} ${r.session_name} (reemplazado)`);
          for (const f of failed) cli.print(`✗ ${f.file}: ${f.message}`);
          cli.print(`Importados: ${imported.length}, reemplazados: ${replaced.length}, con error: ${failed.length}`);
        }
        if (failed.length) throw new CliFailure(failed.length === 1 ? '1 archivo no se importó' : `${failed.length} archivos no se importaron`);
        if (files.length === 0) throw new CliFailure('No se encontró ningún archivo .json');
      });
  },
} satisfies CliCommand;
