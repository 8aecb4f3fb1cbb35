import type { CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    program
      .command('seed')
      .description('carga contenido de demostración (campeonatos, carreras, sponsors y pilotos inventados) en un sitio vacío; nunca en producción')
      .requiredOption('--demo', 'el contenido de demostración (hoy el único disponible)')
      .action(async () => {
        const { seedDemoContent } = await import('../../src/demo/demo-content.js');
        const { PLATFORM } = await import('../../src/platform/platform.tokens.js');
        const s = await cli.withApp((app) => seedDemoContent(app, app.container.get(PLATFORM.Clock).now()));
        cli.print(
          `Contenido de demostración cargado: ${s.championships} campeonatos (${s.closedSeasons} de la temporada pasada, cerrados con sus campeones) en ${s.series} series, ${s.races} carreras, ${s.sponsors} sponsors, ${s.drivers} pilotos, ${s.enrolments} inscripciones, ${s.events} eventos únicos, ${s.results} resultados importados, ${s.decisions} decisión de comisarios y ${s.records} récords de pista.`,
        );
      });
  },
} satisfies CliCommand;
