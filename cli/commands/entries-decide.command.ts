import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

interface Options {
  user: string;
  reason?: string;
  json?: boolean;
}

/** `parrilla entries approve|reject`: the admin's decision on an entry request, for scripts. */
export default {
  register(program, cli) {
    const entries = cli.group(program, 'entries', 'listas de inscritos de los campeonatos');
    for (const action of ['approve', 'reject'] as const) {
      const command = entries
        .command(action)
        .description(
          action === 'approve'
            ? 'aprueba la solicitud de inscripción de un piloto: queda inscrito (gratis), recibe el enlace para pagar, o pasa a la lista de espera si está lleno'
            : 'rechaza la solicitud de inscripción de un piloto; el motivo se le envía por correo',
        )
        .argument('<campeonatoId>', 'el ID del campeonato')
        .requiredOption('--user <correo|id>', 'el piloto que pidió la inscripción')
        .option('--json', 'imprime el resultado en JSON');
      if (action === 'reject') command.requiredOption('--reason <texto>', 'el motivo del rechazo');
      command.action(async (campeonatoId: string, options: Options) => {
        const { CHAMPIONSHIPS } = await import('../../src/modules/championships/index.js');
        const answer = await cli.withApp(async (app) => {
          const userId = (await app.container.get(CHAMPIONSHIPS.Accounts).find(options.user))?.id ?? options.user;
          const decide = app.container.get(CHAMPIONSHIPS.DecideEntryRequest);
          return action === 'approve' ? decide.approve(CONSOLE_ACTOR, campeonatoId, userId) : decide.reject(CONSOLE_ACTOR, campeonatoId, userId, { motivo: options.reason });
        });
        cli.print(options.json ? JSON.stringify(answer, null, 2) : answer.message);
      });
    }
  },
} satisfies CliCommand;
