import Table from 'cli-table3';
import { Option } from 'commander';
import type { AdminEntryListAnswer } from '../../src/contracts/entries.views.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

const ORIGIN = { pago: 'pago', admin: 'manual', propia: 'propia' } as const;

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const QUOTE = String.fromCharCode(34);
const csv = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return text.includes(QUOTE) || /[,\n\r]/.test(text) ? QUOTE + text.split(QUOTE).join(QUOTE + QUOTE) + QUOTE : text;
};

/** One line per enrolment, in enrolment order; the date is the UTC instant, as the API sends it; the car number and team last. */
export function entriesCsv(answer: AdminEntryListAnswer): string {
  const lines = [['usuarioId', 'nombre', 'apellido', 'email', 'iracingId', 'fechaInscripcion', 'origen', 'pagoId', 'numeroAuto', 'numeroReservado', 'equipo'].join(',')];
  for (const e of answer.data) {
    lines.push([e.usuarioId, e.nombre, e.apellido, e.email, e.iracingId, e.fechaInscripcion, ORIGIN[e.origen], e.pagoId, e.numeroAuto, e.numeroAuto === null ? null : String(e.numeroReservado), e.equipo].map(csv).join(','));
  }
  return lines.join('\n');
}

export default {
  register(program, cli) {
    cli
      .group(program, 'entries', 'listas de inscritos de los campeonatos')
      .command('list')
      .description('lista los inscritos de un campeonato, en orden de inscripción (fecha en hora del centro de México)')
      .argument('<campeonatoId>', 'el ID del campeonato')
      .addOption(new Option('--json', 'imprime la lista en JSON, la misma respuesta que la API da a un administrador').conflicts('csv'))
      .option('--csv', 'imprime una línea CSV por inscrito')
      .addOption(new Option('--estado <estado>', 'solo los de un estado en la tabla').choices(['inscrito', 'lista-espera', 'pendiente']))
      .option('--equipo <nombre>', "solo los de un equipo en la tabla ('-' para los que no tienen equipo)")
      .option('--buscar <texto>', 'solo los que coinciden por nombre, correo, número o ID de iRacing en la tabla')
      .action(async (campeonatoId: string, options: { json?: boolean; csv?: boolean; estado?: string; equipo?: string; buscar?: string }) => {
        const { CHAMPIONSHIPS } = await import('../../src/modules/championships/index.js');
        const { formatDateTime } = await import('../../src/contracts/formats.js');
        const answer = await cli.withApp((app) => app.container.get(CHAMPIONSHIPS.ListEntriesForAdmin).execute(CONSOLE_ACTOR, campeonatoId));
        if (options.json) {
          cli.print(JSON.stringify(answer, null, 2));
          return;
        }
        if (options.csv) {
          cli.print(entriesCsv(answer));
          return;
        }
        cli.print(`${answer.nombreCampeonato}: ${answer.total} de ${answer.participantesMaximos} lugares ocupados`);
        const { entryRows, entryRowMatches, ENTRY_STATE_LABELS } = await import('../../src/contracts/entry-rows.js');
        // Commander refused any other value before the action ran.
        const estado = (options.estado ?? '') as '' | 'inscrito' | 'lista-espera' | 'pendiente';
        const filters = { estado, equipo: options.equipo ?? '', q: options.buscar ?? '' } as const;
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
