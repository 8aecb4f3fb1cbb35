import Table from 'cli-table3';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

/** `parrilla seasons list|close|reopen|next`: series, their editions and closed seasons (docs/adr/0033). */
export default {
  register(program, cli) {
    const seasons = cli.group(program, 'seasons', 'series, temporadas, cierres y la siguiente temporada');

    seasons
      .command('list')
      .description('lista cada serie con sus temporadas (la más reciente primero), su estado y sus campeones')
      .option('--json', 'imprime las series con sus ediciones en JSON, como GET /api/series/{id}')
      .action(async (options: { json?: boolean }) => {
        const { SEASONS } = await import('../../src/modules/seasons/index.js');
        const series = await cli.withApp(async (app) => {
          const list = await app.container.get(SEASONS.ListSeries).execute();
          return Promise.all(list.map((s) => app.container.get(SEASONS.GetSeries).execute(s.id)));
        });
        if (options.json) {
          cli.print(JSON.stringify(series, null, 2));
          return;
        }
        if (series.length === 0) {
          cli.print('No hay series.');
          return;
        }
        const table = new Table({ head: ['serie', 'temporada', 'campeonato', 'estado', 'campeones', 'id'], style: { head: [], border: [] } });
        for (const s of series) {
          if (s.edicionesLista.length === 0) table.push([s.nombre, '—', '—', '—', '—', '—']);
          for (const e of s.edicionesLista) {
            const champions = e.campeones.map((c) => `${c.grupo}: ${c.nombre}`).join('\n') || '—';
            table.push([s.nombre, e.temporada, e.nombreCampeonato, e.cerrada ? 'cerrada' : 'abierta', champions, e.campeonatoId]);
          }
        }
        cli.print(table.toString());
      });

    seasons
      .command('close')
      .description('cierra la temporada de un campeonato: congela su clasificación final y registra campeones, segundos y terceros')
      .argument('<campeonatoId>', 'el ID del campeonato')
      .option('--json', 'imprime el estado de la temporada en JSON')
      .action(async (campeonatoId: string, options: { json?: boolean }) => {
        const { SEASONS } = await import('../../src/modules/seasons/index.js');
        const status = await cli.withApp((app) => app.container.get(SEASONS.CloseSeason).execute(CONSOLE_ACTOR, campeonatoId));
        if (options.json) return cli.print(JSON.stringify(status, null, 2));
        cli.print('Temporada cerrada: la clasificación final quedó registrada.');
        for (const p of status.podios.filter((x) => x.posicion === 1)) cli.print(`Campeón ${p.grupo}: ${p.nombre} (${p.puntos} puntos)`);
      });

    seasons
      .command('reopen')
      .description('reabre una temporada cerrada (queda en el registro con el motivo)')
      .argument('<campeonatoId>', 'el ID del campeonato')
      .requiredOption('--motivo <texto>', 'por qué se reabre')
      .option('--json', 'imprime el estado de la temporada en JSON')
      .action(async (campeonatoId: string, options: { motivo: string; json?: boolean }) => {
        const { SEASONS } = await import('../../src/modules/seasons/index.js');
        const status = await cli.withApp((app) => app.container.get(SEASONS.ReopenSeason).execute(CONSOLE_ACTOR, campeonatoId, { motivo: options.motivo }));
        if (options.json) return cli.print(JSON.stringify(status, null, 2));
        cli.print('Temporada reabierta.');
      });

    seasons
      .command('next')
      .description('prepara la siguiente temporada de la serie: copia el campeonato, su reglamento y sus carreras un año después')
      .argument('<campeonatoId>', 'el ID del campeonato de la temporada actual')
      .option('--json', 'imprime la nueva edición en JSON, como la API')
      .action(async (campeonatoId: string, options: { json?: boolean }) => {
        const { SEASONS } = await import('../../src/modules/seasons/index.js');
        const next = await cli.withApp((app) => app.container.get(SEASONS.PrepareNextSeason).execute(CONSOLE_ACTOR, campeonatoId));
        if (options.json) return cli.print(JSON.stringify(next, null, 2));
        cli.print(`Siguiente temporada preparada: «${next.nombreCampeonato}» (Temporada ${next.temporada}, ${next.carreras} carreras). Revísala antes de publicarla.`);
        cli.print(`ID: ${next.campeonatoId}. Pilotos avisados de su prioridad: ${next.avisados}.`);
      });
  },
} satisfies CliCommand;
