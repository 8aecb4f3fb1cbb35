import Table from 'cli-table3';
import { Option } from 'commander';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

const ORIGIN = { pago: 'pago', admin: 'manual', propia: 'propia' } as const;

export default {
  register(program, cli) {
    cli
      .group(program, 'entries', 'listas de inscritos de los campeonatos')
      .command('list')
      .description('lista los inscritos de un campeonato, en orden de inscripción (fecha en hora del centro de México)')
      .argument('<campeonatoId>', 'el ID del campeonato')
      .addOption(new Option('--json', 'imprime la lista en JSON, la misma respuesta que la API da a un administrador').conflicts('csv'))
      .option('--csv', 'imprime la lista en CSV, el mismo archivo que descarga la pantalla del administrador (con los filtros)')
      .addOption(new Option('--estado <estado>', 'solo los de un estado en la tabla').choices(['inscrito', 'lista-espera', 'pendiente']))
      .option('--equipo <nombre>', "solo los de un equipo en la tabla ('-' para los que no tienen equipo)")
      .option('--buscar <texto>', 'solo los que coinciden por nombre, correo, número o ID de iRacing en la tabla')
      .action(async (campeonatoId: string, options: { json?: boolean; csv?: boolean; estado?: string; equipo?: string; buscar?: string }) => {
        const { CHAMPIONSHIPS, entriesCsv } = await import('../../src/modules/championships/index.js');
        const { formatDateTime } = await import('../../src/contracts/formats.js');
        const answer = await cli.withApp((app) => app.container.get(CHAMPIONSHIPS.ListEntriesForAdmin).execute(CONSOLE_ACTOR, campeonatoId));
        if (options.json) {
          cli.print(JSON.stringify(answer, null, 2));
          return;
        }
        // Commander refused any other state before the action ran.
        const estado = (options.estado ?? '') as '' | 'inscrito' | 'lista-espera' | 'pendiente';
        const filters = { estado, equipo: options.equipo ?? '', q: options.buscar ?? '' } as const;
        if (options.csv) {
          cli.print(entriesCsv(answer, filters));
          return;
        }
        cli.print(`${answer.nombreCampeonato}: ${answer.total} de ${answer.participantesMaximos} lugares ocupados`);
        const { entryRows, entryRowMatches, ENTRY_STATE_LABELS } = await import('../../src/contracts/entry-rows.js');
        if (options.estado || options.equipo || options.buscar || answer.data.some((e) => e.numeroAuto !== null || e.equipo !== null) || answer.solicitudes.length > 0) {
          // States, numbers and teams (issue #30): every row of the admin's list, filtered as the screen filters.
          const rows = entryRows(answer).filter((r) => entryRowMatches(r, filters));
          const table = new Table({ head: ['estado', 'número', 'piloto', 'correo', 'iRacing', 'equipo', 'fecha'], style: { head: [], border: [] } });
          for (const r of rows) {
            const state = r.posicion === null ? ENTRY_STATE_LABELS[r.estado] : `${ENTRY_STATE_LABELS[r.estado]} (${r.posicion})`;
            table.push([state, r.numeroAuto === null ? '—' : `#${r.numeroAuto}${r.numeroReservado ? ' (reservado)' : ''}`, r.piloto, r.email, r.iracingId ?? '—', r.equipo ?? '—', formatDateTime(r.fecha)]);
          }
          cli.print(rows.length ? table.toString() : 'Nadie coincide con los filtros.');
          return;
        }
        const queue = answer.listaEspera.map((w) => `${w.posicion}. ${`${w.nombre} ${w.apellido}`.trim()} <${w.email}>${w.ofertaVenceEn ? ` — lugar ofrecido hasta ${formatDateTime(w.ofertaVenceEn)}` : ''}`);
        if (answer.total === 0) {
          cli.print('Nadie se ha inscrito todavía.');
          if (queue.length) cli.print(['Lista de espera:', ...queue].join('\n'));
          return;
        }
        const table = new Table({ head: ['#', 'piloto', 'correo', 'iRacing', 'inscripción', 'origen', 'pago'], style: { head: [], border: [] } });
        answer.data.forEach((e, i) =>
          table.push([i + 1, `${e.nombre} ${e.apellido}`.trim(), e.email, e.iracingId ?? '—', formatDateTime(e.fechaInscripcion), ORIGIN[e.origen], e.pagoId ?? '—']),
        );
        cli.print(table.toString());
        if (queue.length) cli.print(['Lista de espera:', ...queue].join('\n'));
      });
  },
} satisfies CliCommand;
