import Table from 'cli-table3';
import type { UserView } from '../../src/contracts/identity.views.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'users', 'cuentas de usuario')
      .command('list')
      .description('lista las cuentas (sin las eliminadas), ordenadas por apellido')
      .option('--search <texto>', 'solo las que contengan el texto en nombre, apellido o correo')
      .option('--json', 'imprime la lista en JSON, como la API de administración')
      .action(async (options: { search?: string; json?: boolean }) => {
        const { IDENTITY } = await import('../../src/modules/identity/index.js');
        const { USERS_PAGE } = await import('../../src/contracts/identity.contract.js');
        // Page after page, as the admin's list reads them: never the whole table in one query.
        const users = await cli.withApp(async (app) => {
          const all: UserView[] = [];
          let despues: string | undefined;
          do {
            const page = await app.container.get(IDENTITY.ListUsers).execute(CONSOLE_ACTOR, { search: options.search, limite: USERS_PAGE.maxSize, despues });
            all.push(...page.data);
            despues = page.siguiente ?? undefined;
          } while (despues);
          return all;
        });
        if (options.json) {
          cli.print(JSON.stringify(users, null, 2));
          return;
        }
        if (users.length === 0) {
          cli.print('No hay usuarios.');
          return;
        }
        // No colours: the table is read in terminals and in logs alike.
        const table = new Table({ head: ['id', 'nombre', 'apellido', 'email', 'rol', 'estado'], style: { head: [], border: [] } });
        for (const u of users) table.push([u.id, u.nombre, u.apellido, u.email, u.rol, u.suspendido ? 'suspendido' : 'activo']);
        cli.print(table.toString());
        cli.print(users.length === 1 ? '1 usuario' : `${users.length} usuarios`);
      });
  },
} satisfies CliCommand;
