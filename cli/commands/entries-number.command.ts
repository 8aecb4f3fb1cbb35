import { Option } from 'commander';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

interface Options {
  user: string;
  number?: string;
  reserve?: boolean;
  free?: boolean;
  json?: boolean;
}

/** `parrilla entries number`: gives, reserves or frees a driver's car number in a championship (issue #30). */
export default {
  register(program, cli) {
    cli
      .group(program, 'entries', 'listas de inscritos de los campeonatos')
      .command('number')
      .description('da a un piloto un número de auto en un campeonato, lo reserva para él (también para la siguiente temporada) o lo libera')
      .argument('<campeonatoId>', 'el ID del campeonato')
      .requiredOption('--user <correo|id>', 'el piloto')
      .option('--number <n>', 'el número de auto, del 1 al 999')
      .option('--reserve', 'reserva el número para el piloto, esté inscrito o no')
      .addOption(new Option('--free', 'libera el número del piloto (reservado o no)').conflicts(['number', 'reserve']))
      .option('--json', 'imprime el resultado en JSON')
      .action(async (campeonatoId: string, options: Options) => {
        const { CHAMPIONSHIPS } = await import('../../src/modules/championships/index.js');
        const answer = await cli.withApp((app) => {
          const assign = app.container.get(CHAMPIONSHIPS.AssignCarNumber);
          return options.free
            ? assign.remove(CONSOLE_ACTOR, campeonatoId, options.user)
            : assign.execute(CONSOLE_ACTOR, campeonatoId, options.user, { numeroAuto: options.number ?? null, reservado: options.reserve ?? false });
        });
        cli.print(options.json ? JSON.stringify(answer, null, 2) : answer.message);
      });
  },
} satisfies CliCommand;
