import { Argument } from 'commander';
import { CONSOLE_ACTOR, logConsoleAct, type CliCommand } from '../cli-runtime.js';

const ROLE_NAMES: Record<string, string> = { user: 'usuario', comisario: 'comisario', transmision: 'transmisión', admin: 'administrador' };

export default {
  register(program, cli) {
    cli
      .group(program, 'users', 'cuentas de usuario')
      .command('set-role')
      .description('cambia el rol de una cuenta: usuario, comisario (juzga los reportes de los campeonatos a los que se le asigne), transmisión (maneja los overlays de la transmisión) o administrador')
      .argument('<cuenta>', 'id o correo de la cuenta')
      .addArgument(new Argument('<rol>', 'el rol nuevo').choices(Object.keys(ROLE_NAMES)))
      .action(async (cuenta: string, rol: string) => {
        const { IDENTITY } = await import('../../src/modules/identity/index.js');
        const { NotFoundError } = await import('../../src/platform/errors.js');
        const user = await cli.withApp(async (app) => {
          const account = await app.container.get(IDENTITY.Accounts).find(cuenta);
          if (!account) throw new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
          // The same rules as the user form, from the console: a superadmin's role stays the console's own business.
          const updated = await app.container.get(IDENTITY.UpdateUser).execute(CONSOLE_ACTOR, account.id, { fields: { rol } });
          await logConsoleAct(app, 'usuario.rol', { usuario: account.id, rol }, 'Rol cambiado desde la consola');
          return updated;
        });
        cli.print(`La cuenta ${user.email} ahora tiene el rol de ${ROLE_NAMES[user.rol] ?? user.rol}.`);
      });
  },
} satisfies CliCommand;
