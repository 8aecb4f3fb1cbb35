import { writeFile } from 'node:fs/promises';
import Table from 'cli-table3';
import { ARCO_KIND_LABELS, ARCO_STATE_LABELS } from '../../src/contracts/data-rights.contract.js';
import { formatDateTime } from '../../src/contracts/formats.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

const PLAZO: Record<string, string> = { 'a-tiempo': 'a tiempo', 'por-vencer': 'por vencer', vencida: 'VENCIDA' };

export default {
  register(program, cli) {
    const privacy = cli.group(program, 'privacy', 'datos personales: derechos ARCO, descargas y eliminación de datos bloqueados');

    privacy
      .command('export')
      .description('escribe el .zip con todo lo que el sitio guarda de una persona (el mismo que recibe por correo), también de una cuenta cancelada')
      .requiredOption('--user <correo>', 'el correo (o el id) de la cuenta')
      .option('--out <archivo>', 'escribe en este archivo en lugar de datos-<correo>.zip')
      .action(async (options: { user: string; out?: string }) => {
        const { DATA_RIGHTS } = await import('../../src/modules/data-rights/index.js');
        const { person, zip } = await cli.withApp((app) => app.container.get(DATA_RIGHTS.BuildArchive).execute(options.user));
        const out = options.out ?? `datos-${person.email.replace(/[^a-z0-9@._-]/gi, '_')}.zip`;
        await writeFile(out, zip);
        cli.print(`Escrito ${out} (${zip.byteLength} bytes) con los datos de ${person.nombre} ${person.apellido}`.trim());
      });

    privacy
      .command('requests')
      .description('solicitudes ARCO (acceso, rectificación, cancelación, oposición)')
      .command('list')
      .description('lista las solicitudes ARCO: las abiertas primero, por su plazo legal (20 días hábiles, Ciudad de México)')
      .option('--abiertas', 'solo las que faltan por responder')
      .option('--json', 'imprime las solicitudes en JSON, como las da GET /api/datos-personales/admin/solicitudes')
      .action(async (options: { abiertas?: boolean; json?: boolean }) => {
        const { DATA_RIGHTS } = await import('../../src/modules/data-rights/index.js');
        const { solicitudes } = await cli.withApp((app) => app.container.get(DATA_RIGHTS.ListQueue).execute(CONSOLE_ACTOR, { abiertas: options.abiertas }));
        if (options.json) {
          cli.print(JSON.stringify(solicitudes, null, 2));
          return;
        }
        if (solicitudes.length === 0) {
          cli.print('No hay solicitudes ARCO.');
          return;
        }
        const table = new Table({ head: ['recibida (Ciudad de México)', 'tipo', 'persona', 'correo', 'estado', 'vence', 'plazo'], style: { head: [], border: [] } });
        for (const s of solicitudes) {
          table.push([formatDateTime(s.creadaEn), ARCO_KIND_LABELS[s.tipo], s.nombre, s.email, ARCO_STATE_LABELS[s.estado], formatDateTime(s.venceEn), s.plazo ? PLAZO[s.plazo] : '—']);
        }
        cli.print(table.toString());
        cli.print(solicitudes.length === 1 ? '1 solicitud' : `${solicitudes.length} solicitudes`);
      });

    privacy
      .command('purge')
      .description('elimina los datos bloqueados de las cuentas canceladas cuyo plazo de conservación terminó (lo mismo que la tarea programada)')
      .option('--dry-run', 'solo dice qué eliminaría y por qué, sin cambiar nada')
      .option('--json', 'imprime el plan en JSON')
      .action(async (options: { dryRun?: boolean; json?: boolean }) => {
        const { DATA_RIGHTS } = await import('../../src/modules/data-rights/index.js');
        const { plan, summary } = await cli.withApp(async (app) => {
          const job = app.container.get(DATA_RIGHTS.PurgeJob);
          const now = new Date();
          const plan = await job.plan(now);
          return { plan, summary: options.dryRun ? null : await job.run(now) };
        });
        if (options.json) {
          cli.print(JSON.stringify(plan, null, 2));
        } else if (plan.length === 0) {
          cli.print('Ninguna cuenta cancelada tiene datos cuyo plazo de conservación haya terminado.');
        } else {
          for (const entry of plan) {
            cli.print(`Cuenta ${entry.userId}: bloqueada el ${formatDateTime(entry.bloqueadaEn)}, conservada hasta el ${formatDateTime(entry.conservarHasta)}`);
            const table = new Table({ head: ['tabla', 'qué se hace', 'filas', 'por qué'], colWidths: [28, 16, 7, 70], wordWrap: true, style: { head: [], border: [] } });
            for (const step of entry.pasos) table.push([step.tabla, step.accion, String(step.filas), step.motivo]);
            cli.print(table.toString());
          }
        }
        cli.print(summary ?? `Simulación: ${plan.length} cuenta(s) se eliminarían; nada cambió.`);
      });
  },
} satisfies CliCommand;
