import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'entries', 'listas de inscritos de los campeonatos')
      .command('offer')
      .description(
        'ofrece los lugares libres de un campeonato a su lista de espera, en orden (lo mismo que la tarea programada); con --user, ofrece un lugar libre a ese piloto de la lista, fuera de turno',
      )
      .argument('<campeonatoId>', 'el ID del campeonato')
      .option('--user <correo|id>', 'el piloto de la lista de espera a quien ofrecer el lugar')
      .option('--json', 'imprime el resultado en JSON')
      .action(async (campeonatoId: string, options: { user?: string; json?: boolean }) => {
        const { CHAMPIONSHIPS } = await import('../../src/modules/championships/index.js');
        const answer = await cli.withApp(async (app) => {
          if (!options.user) return app.container.get(CHAMPIONSHIPS.FreedPlaces).execute(campeonatoId);
          const account = await app.container.get(CHAMPIONSHIPS.Accounts).find(options.user);
          return app.container.get(CHAMPIONSHIPS.OfferPlace).execute(CONSOLE_ACTOR, campeonatoId, account?.id ?? options.user);
        });
        if (options.json) {
          cli.print(JSON.stringify(answer, null, 2));
          return;
        }
        if ('ofrecidos' in answer) cli.print(`${answer.ofrecidos} ${answer.ofrecidos === 1 ? 'lugar ofrecido' : 'lugares ofrecidos'}, ${answer.vencidos} ${answer.vencidos === 1 ? 'oferta vencida' : 'ofertas vencidas'}.`);
        else cli.print(answer.message);
      });
  },
} satisfies CliCommand;
