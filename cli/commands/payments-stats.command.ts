import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'payments', 'pagos con tarjeta y manuales')
      .command('stats')
      .description('estadísticas de los pagos: totales, por método, los 10 campeonatos con más pagos y los últimos 6 meses (hora del centro de México)')
      .option('--json', 'imprime los mismos datos que la API de administración')
      .action(async (options: { json?: boolean }) => {
        const { PAYMENTS } = await import('../../src/modules/payments/index.js');
        const { formatPaymentAmount, PAYMENT_METHOD_LABELS } = await import('../../src/contracts/payments.messages.js');
        const stats = await cli.withApp((app) => app.container.get(PAYMENTS.PaymentStats).execute(CONSOLE_ACTOR));
        if (options.json) {
          cli.print(JSON.stringify(stats, null, 2));
          return;
        }
        const g = stats.estadisticasGenerales;
        cli.print(`Pagos: ${g.totalPagos} (completados ${g.totalCompletados}, pendientes ${g.totalPendientes}, fallidos ${g.totalFallidos}, reembolsados ${g.totalReembolsados})`);
        cli.print(`Monto completado: ${formatPaymentAmount(g.montoTotalCompletados)}${g.montoTotalCompletadosUsd ? ` y ${formatPaymentAmount(g.montoTotalCompletadosUsd, 'usd')}` : ''}`);
        cli.print('Por método de pago:');
        for (const m of stats.pagosPorMetodo) cli.print(`  ${PAYMENT_METHOD_LABELS[m.metodo]}: ${m.total} (${formatPaymentAmount(m.montoTotal)})`);
        cli.print('Campeonatos con más pagos completados:');
        if (stats.pagosPorCampeonato.length === 0) cli.print('  ninguno');
        for (const c of stats.pagosPorCampeonato) cli.print(`  ${c.nombreCampeonato}: ${c.total} (${formatPaymentAmount(c.montoTotal)})`);
        cli.print('Últimos 6 meses:');
        for (const m of stats.pagosPorMes) cli.print(`  ${m.mes}: ${m.total} (${formatPaymentAmount(m.montoTotal)})`);
      });
  },
} satisfies CliCommand;
