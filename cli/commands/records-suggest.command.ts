import Table from 'cli-table3';
import { formatDate } from '../../src/contracts/formats.js';
import type { TrackRecordSuggestionView } from '../../src/contracts/track-records.views.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

const holder = (s: TrackRecordSuggestionView) => `${s.user.nombre} ${s.user.apellido}`.trim();

export default {
  register(program, cli) {
    cli
      .group(program, 'records', 'récords de pista')
      .command('suggest')
      .description('lista los récords sugeridos desde los resultados importados (pilotos con su ID de cliente de iRacing en su cuenta)')
      .option('--json', 'imprime las sugerencias en JSON, la misma respuesta que la API da a un administrador')
      .action(async (options: { json?: boolean }) => {
        const { TRACK_RECORDS } = await import('../../src/modules/track-records/index.js');
        const suggestions = await cli.withApp((app) => app.container.get(TRACK_RECORDS.ListSuggestions).execute(CONSOLE_ACTOR));
        if (options.json) {
          cli.print(JSON.stringify(suggestions, null, 2));
          return;
        }
        if (suggestions.length === 0) {
          cli.print('No hay récords sugeridos desde los resultados.');
          return;
        }
        const table = new Table({ head: ['circuito', 'auto', 'tiempo', 'piloto', 'fecha', 'evento', 'récord actual', 'ID'], style: { head: [], border: [] } });
        for (const s of suggestions) {
          table.push([s.circuit, s.car, s.lapTime, holder(s), formatDate(`${s.recordDate}T12:00:00.000Z`), `${s.evento} (${s.subsessionId})`, s.actual ? `${s.actual.lapTime}${s.actual.holder ? ` (${s.actual.holder})` : ''}` : '—', s.id]);
        }
        cli.print(table.toString());
      });
  },
} satisfies CliCommand;
