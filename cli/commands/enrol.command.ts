import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

interface Options {
  user: string;
  championship: string;
  withdraw?: boolean;
  json?: boolean;
}

export default {
  register(program, cli) {
    program
      .command('enrol')
      .description('inscribe a un usuario en un campeonato a mano, con las mismas reglas que el panel (sin duplicados ni pasar el cupo); con --withdraw retira su inscripción')
      .requiredOption('--user <correo|id>', 'correo o id de la cuenta')
      .requiredOption('--championship <id>', 'id del campeonato')
      .option('--withdraw', 'retira la inscripción: libera el lugar y avisa al piloto por correo; si estaba pagada, indica el pago a reembolsar')
      .option('--json', 'imprime el resultado en JSON')
      .action(async (options: Options) => {
        const { CHAMPIONSHIPS } = await import('../../src/modules/championships/index.js');
        if (options.withdraw) {
          const answer = await cli.withApp((app) =>
            app.container.get(CHAMPIONSHIPS.WithdrawEnrolment).execute(CONSOLE_ACTOR, { campeonatoId: options.championship, usuario: options.user }),
          );
          if (options.json) {
            cli.print(JSON.stringify(answer, null, 2));
            return;
          }
          cli.print(`${answer.message} Inscritos ahora: ${answer.participantesRegistrados}.`);
          if (answer.pagoId) cli.print(`Pago a reembolsar: ${answer.pagoId} (parrilla payments list o /admin/pagos).`);
          return;
        }
        const { CHAMPIONSHIP_MSG } = await import('../../src/contracts/championships.contract.js');
        const result = await cli.withApp((app) =>
          app.container.get(CHAMPIONSHIPS.EnrolUser).execute(CONSOLE_ACTOR, { campeonatoId: options.championship, usuarioId: options.user }),
        );
        if (options.json) {
          cli.print(JSON.stringify({ message: CHAMPIONSHIP_MSG.enrolled, usuario: result.usuario, inscripcion: result.enrolment }, null, 2));
          return;
        }
        cli.print(`${CHAMPIONSHIP_MSG.enrolled} ${result.usuario.nombre} ${result.usuario.apellido} <${result.usuario.email}> → campeonato ${options.championship}.`);
      });
  },
} satisfies CliCommand;
