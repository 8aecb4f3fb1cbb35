import { formatDate, formatDateTime } from '../../src/contracts/formats.js';
import { phaseLabel } from '../../src/contracts/iracing-terms.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';
import { table } from '../results-tables.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'results', 'resultados importados de iRacing')
      .command('list')
      .description('lista los eventos importados, del más reciente al más antiguo (publicados o no)')
      .option('--json', 'imprime los eventos como JSON, todos a la vez (GET /api/events/list los da por páginas)')
      .action(async (options: { json?: boolean }) => {
        const { RESULTS } = await import('../../src/modules/results/index.js');
        const events = await cli.withApp(async (app) => {
          const all = [];
          let desde: string | undefined;
          do {
            const page = await app.container.get(RESULTS.ListEvents).page(CONSOLE_ACTOR, { limite: 100, desde });
            all.push(...page.events);
            desde = page.siguiente ?? undefined;
          } while (desde);
          return all;
        });
        if (options.json) {
          cli.print(JSON.stringify({ events }, null, 2));
          return;
        }
        if (events.length === 0) {
          cli.print('No hay eventos importados.');
          return;
        }
        const rows = events.map((e) => ({
          ...e,
          fecha: formatDate(e.event_date),
          fases: e.phases.map((p) => phaseLabel(p.simsession_name)).join(', '),
          clases: e.session_car_classes.map((c) => c.short_name).join(', '),
          // The scored session of the linked championship race; an event not linked to one has none.
          sesion: e.carreraId && e.sesion ? `${e.sesion} (carrera ${e.carreraId})` : '—',
          publicado: e.published ? 'sí' : `no (desde el ${formatDateTime(e.published_at)})`,
        }));
        const keys = ['subsession_id', 'fecha', 'session_name', 'track_name', 'fases', 'clases', 'sesion', 'publicado'];
        const header = (k: string) => ({ session_name: 'nombre', track_name: 'pista', sesion: 'sesión' })[k] ?? k;
        cli.print(table(keys.map((k) => [header(k), (r) => String(r[k] ?? '—')]), rows));
        cli.print(events.length === 1 ? '1 evento' : `${events.length} eventos`);
      });
  },
} satisfies CliCommand;
