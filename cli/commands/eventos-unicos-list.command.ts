import Table from 'cli-table3';
import { formatDay } from '../../src/contracts/formats.js';
import type { CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'eventos-unicos', 'eventos únicos gratuitos')
      .command('list')
      .description('lista todos los eventos únicos, pasados y por venir, por fecha de inicio, con sus lugares ocupados')
      .option('--json', 'imprime la lista en JSON, con los campos de GET /api/eventos-unicos')
      .action(async (options: { json?: boolean }) => {
        const { SINGLE_EVENTS } = await import('../../src/modules/single-events/index.js');
        const events = await cli.withApp((app) => app.container.get(SINGLE_EVENTS.List).execute());
        if (options.json) {
          cli.print(JSON.stringify(events, null, 2));
          return;
        }
        if (events.length === 0) {
          cli.print('No hay eventos únicos.');
          return;
        }
        const table = new Table({ head: ['id', 'nombre', 'fecha', 'hora', 'participantes'], style: { head: [], border: [] } });
        for (const e of events) {
          table.push([e.id, e.nombre, formatDay(e.fechaInicio), e.horaInicio ?? '', `${e.participantesRegistrados} / ${e.participantesMaximos ?? 'sin límite'}`]);
        }
        cli.print(table.toString());
        cli.print(events.length === 1 ? '1 evento' : `${events.length} eventos`);
      });
  },
} satisfies CliCommand;
