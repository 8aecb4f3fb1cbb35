import { formatDate, formatDateTime } from '../../src/contracts/formats.js';
import { phaseLabel } from '../../src/contracts/iracing-terms.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';
import { table } from '../results-tables.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'results', 'resultados importados de iRacing')
      .command('list')
      .description('lista los eventos importados, del más reciente al más antiguo (publicados o no), una página a la vez')
      .option('--limite <n>', 'cuántos eventos por página, de 1 a 100 (30 si no se dice)')
      .option('--desde <lugar>', 'la página que sigue a la anterior: el lugar que la anterior imprimió')
      .option('--json', 'imprime la página como JSON, como GET /api/events/list: los eventos y "siguiente", el lugar de la página que sigue (null en la última)')
      .action(async (options: { limite?: string; desde?: string; json?: boolean }) => {
        const { RESULTS } = await import('../../src/modules/results/index.js');
        // The API's pages (the same size bound and refusals), never every event at once.
        const page = await cli.withApp((app) => app.container.get(RESULTS.ListEvents).page(CONSOLE_ACTOR, { limite: options.limite, desde: options.desde }));
        if (options.json) {
          cli.print(JSON.stringify(page, null, 2));
          return;
        }
        const { events, siguiente } = page;
        if (events.length === 0) {
          cli.print(options.desde ? 'No hay más eventos importados.' : 'No hay eventos importados.');
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
        const count = events.length === 1 ? '1 evento' : `${events.length} eventos`;
        const limite = options.limite === undefined ? '' : ` --limite ${options.limite.trim()}`;
        cli.print(siguiente ? `${count}. Para ver los siguientes: parrilla results list${limite} --desde ${siguiente}` : count);
      });
  },
} satisfies CliCommand;
