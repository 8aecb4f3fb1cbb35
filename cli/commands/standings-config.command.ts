import { readFileSync } from 'node:fs';
import { Option } from 'commander';
import { CliFailure, CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

/** Reads a configuration file: JSON, or a Spanish refusal saying why not. */
function readConfigFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new CliFailure(`No se pudo leer el archivo ${file}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliFailure(`El archivo ${file} no es JSON válido`);
  }
}

export default {
  register(program, cli) {
    cli
      .group(program, 'standings', 'clasificación de los campeonatos y su configuración de puntuación')
      .command('config')
      .description('muestra o guarda la configuración de puntuación de un campeonato (un documento JSON)')
      .argument('<campeonatoId>', 'el ID del campeonato')
      .addOption(new Option('--get', 'imprime el documento JSON de la configuración (el campo configuracion de GET /api/campeonatos/{id}/puntuacion), el que --set acepta').conflicts('set'))
      .addOption(new Option('--set <archivo>', 'valida y guarda la configuración de un archivo .json'))
      .action(async (campeonatoId: string, options: { get?: boolean; set?: string }, command: { error(message: string, options?: { exitCode?: number }): never }) => {
        if (!options.get && options.set === undefined) command.error('error: indica --get o --set <archivo>', { exitCode: 2 });
        const body = options.set === undefined ? undefined : readConfigFile(options.set);
        const { STANDINGS } = await import('../../src/modules/standings/index.js');
        const { ValidationError } = await import('../../src/platform/errors.js');
        const view = await cli.withApp(async (app) => {
          if (options.set === undefined) return app.container.get(STANDINGS.GetScoringConfig).execute(CONSOLE_ACTOR, campeonatoId);
          try {
            return await app.container.get(STANDINGS.SetScoringConfig).execute(CONSOLE_ACTOR, campeonatoId, body);
          } catch (err) {
            // Every refused field on its own line, the first one too, each named by its path.
            if (err instanceof ValidationError) throw new ValidationError('La configuración de puntuación no es válida; no se guardó nada.', err.errors);
            throw err;
          }
        });
        // What the file sets that its grouping ignores, explained on standard error.
        for (const note of view.avisos ?? []) process.stderr.write(`Aviso: ${note}\n`);
        if (options.set !== undefined) {
          cli.print('Configuración de puntuación guardada.');
          return;
        }
        // The notice goes to standard error, so the output stays the document `--set` takes back.
        if (view.aviso) process.stderr.write(`${view.aviso}\n`);
        cli.print(JSON.stringify(view.configuracion, null, 2));
      });
  },
} satisfies CliCommand;
