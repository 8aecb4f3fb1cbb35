import { CliFailure, CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'payments', 'pagos con tarjeta y manuales')
      .command('reconcile')
      .description('resuelve los pagos pendientes cuya sesión de pago ya expiró: pregunta a la pasarela, completa los pagados y marca fallidos los demás')
      .option('--json', 'imprime el resumen en JSON')
      .action(async (options: { json?: boolean }) => {
        const { PAYMENTS } = await import('../../src/modules/payments/index.js');
        const summary = await cli.withApp((app) => app.container.get(PAYMENTS.ReconcilePayments).execute(CONSOLE_ACTOR));
        if (options.json) cli.print(JSON.stringify(summary, null, 2));
        else
          cli.print(
            `Revisados ${summary.revisados}: ${summary.completados} completados, ${summary.fallidos} fallidos, ${summary.sinCambios} sin cambios, ${summary.errores} con error de la pasarela.`,
          );
        // The exit status says whether every payment was checked, whatever the output's form.
        if (summary.errores > 0)
          throw new CliFailure(
            `${summary.errores === 1 ? '1 pago no se pudo revisar' : `${summary.errores} pagos no se pudieron revisar`} con la pasarela; quedan pendientes para la próxima ejecución`,
          );
      });
  },
} satisfies CliCommand;
