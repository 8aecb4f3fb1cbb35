import { writeFile } from 'node:fs/promises';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

interface AuditOptions {
  persona?: string;
  accion?: string;
  objeto?: string;
  desde?: string;
  hasta?: string;
}

const filters = (command: import('commander').Command) =>
  command
    .option('--persona <id|correo>', 'solo lo que hizo esta cuenta (o "consola")')
    .option('--accion <accion>', 'solo esta acción, p. ej. usuario.editado')
    .option('--objeto <tipo>', 'solo este tipo de objeto, p. ej. pago')
    .option('--desde <AAAA-MM-DD>', 'desde este día')
    .option('--hasta <AAAA-MM-DD>', 'hasta este día (incluido)');

export default {
  register(program, cli) {
    const group = cli.group(program, 'audit', 'la bitácora: quién cambió qué, cuándo y desde dónde');
    filters(group.command('list').description('lista la bitácora, lo más reciente primero (horas del centro de México)'))
      .option('--pagina <n>', 'página', '1')
      .option('--json', 'imprime la respuesta como JSON')
      .action(async (options: AuditOptions & { pagina: string; json?: boolean }) => {
        const { AUDIT } = await import('../../src/modules/audit/index.js');
        // The screen counts nothing (docs/adr/0063); the console still says how many match, counted once here.
        const answer = await cli.withApp(async (app) => {
          const read = app.container.get(AUDIT.Read);
          // Page N is reached as the screen reaches it, from the first by place ('Siguiente'), never by position.
          const wanted = Number(options.pagina);
          // A number the contract refuses is refused by it, in Spanish.
          let page = await read.page(CONSOLE_ACTOR, Number.isSafeInteger(wanted) && wanted >= 1 ? { ...options, pagina: '1' } : options);
          for (let n = 2; n <= wanted && page.siguiente; n++) page = await read.page(CONSOLE_ACTOR, { ...options, pagina: String(n), despues: page.siguiente });
          return { ...page, total: await read.count(CONSOLE_ACTOR, options) };
        });
        if (options.json) return cli.print(JSON.stringify(answer, null, 2));
        for (const e of answer.entradas) {
          const cambios = e.cambios.map((c) => `${c.campo}: ${JSON.stringify(c.antes)} → ${JSON.stringify(c.despues)}`).join('; ');
          cli.print([e.fecha, e.actor, e.ip ?? '', e.accion, `${e.objetoTipo} ${e.objetoNombre ?? e.objetoId ?? ''}`.trim(), cambios].join(' | '));
        }
        cli.print(`${answer.total} ${answer.total === 1 ? 'entrada' : 'entradas'} (página ${answer.page})`);
      });
    filters(group.command('export').description('exporta la bitácora filtrada en CSV'))
      .option('-o, --output <archivo>', 'escribe en este archivo en lugar de la salida estándar')
      .action(async (options: AuditOptions & { output?: string }) => {
        const { AUDIT, auditCsv } = await import('../../src/modules/audit/index.js');
        const csv = auditCsv(await cli.withApp((app) => app.container.get(AUDIT.Read).all(CONSOLE_ACTOR, options)));
        if (options.output) {
          await writeFile(options.output, csv);
          cli.print(`Escrito ${options.output}`);
          return;
        }
        process.stdout.write(csv);
      });
  },
} satisfies CliCommand;
