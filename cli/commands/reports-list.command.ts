import { Option } from 'commander';
import Table from 'cli-table3';
import { formatDateTime } from '../../src/contracts/formats.js';
import { REPORT_LIMITS, REPORT_STATE_LABELS, REPORT_STATES } from '../../src/contracts/stewarding.messages.js';
import type { ReportDriverView, ReportView } from '../../src/contracts/stewarding.views.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

const driver = (d: ReportDriverView | null) => (d ? `${d.nombre} ${d.apellido}`.trim() : '—');

export default {
  register(program, cli) {
    cli
      .group(program, 'reports', 'reportes de incidentes y decisiones de los comisarios')
      .command('list')
      .description('lista los reportes de incidentes, del más reciente al más antiguo')
      .addOption(new Option('--estado <estado>', 'solo los reportes en ese estado').choices([...REPORT_STATES]))
      .option('--campeonato <id>', 'solo los reportes de ese campeonato')
      .option('--json', 'imprime los reportes en JSON, como los da GET /api/reportes')
      .action(async (options: { estado?: string; campeonato?: string; json?: boolean }) => {
        const { STEWARDING } = await import('../../src/modules/stewarding/index.js');
        const reports = await cli.withApp(async (app) => {
          const list = app.container.get(STEWARDING.ListReports);
          const all: ReportView[] = [];
          // Page after page by place, so the last page costs what the first does (docs/adr/0063).
          for (let despues: string | undefined; ; ) {
            const answer = await list.execute(CONSOLE_ACTOR, { estado: options.estado, campeonato: options.campeonato, limit: String(REPORT_LIMITS.porPaginaMaximo), despues });
            all.push(...answer.reportes);
            if (!answer.siguiente) return all;
            despues = answer.siguiente;
          }
        });
        if (options.json) {
          cli.print(JSON.stringify(reports, null, 2));
          return;
        }
        if (reports.length === 0) {
          cli.print('No hay reportes.');
          return;
        }
        const table = new Table({ head: ['número', 'fecha (Ciudad de México)', 'campeonato', 'carrera', 'vuelta', 'reporta', 'reportado', 'estado', 'votos', 'apelaciones', 'sanción'], style: { head: [], border: [] } });
        for (const r of reports) {
          table.push([
            `#${r.numeroReporte}`,
            formatDateTime(r.fecha),
            r.campeonato?.nombreCampeonato ?? '—',
            r.carrera?.circuito ?? '—',
            r.heat ? `${r.vuelta} (heat ${r.heat})` : String(r.vuelta),
            driver(r.usuario),
            driver(r.usuarioDenunciado),
            REPORT_STATE_LABELS[r.estado],
            r.panel ? `${r.panel.emitidos} de ${r.panel.necesarios}` : '—',
            r.apelaciones.length ? r.apelaciones.map((a) => `${driver(a.piloto)}: ${a.resultado}`).join('; ') : '—',
            r.sancion ? r.sancion.descripcion : '—',
          ]);
        }
        cli.print(table.toString());
        cli.print(reports.length === 1 ? '1 reporte' : `${reports.length} reportes`);
      });
  },
} satisfies CliCommand;
