import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'users', 'cuentas de usuario')
      .command('reset-second-factor')
      .description(
        'quita el segundo factor de una cuenta (aplicación de autenticación, llaves de acceso y códigos de recuperación) y cierra sus sesiones: para quien perdió su teléfono y sus códigos; queda registrado como acción de la consola',
      )
      .argument('<cuenta>', 'id o correo de la cuenta')
      .action(async (cuenta: string) => {
        const { IDENTITY } = await import('../../src/modules/identity/index.js');
        const { NotFoundError } = await import('../../src/platform/errors.js');
        const result = await cli.withApp(async (app) => {
          const account = await app.container.get(IDENTITY.Accounts).find(cuenta);
          if (!account) throw new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
          return app.container.get(IDENTITY.ResetSecondFactor).execute(CONSOLE_ACTOR, account.id);
        });
        const removed = [result.app ? 'la aplicación de autenticación' : null, result.llaves ? `${result.llaves} ${result.llaves === 1 ? 'llave' : 'llaves'} de acceso` : null].filter(Boolean);
        cli.print(
          `Segundo factor de ${result.email} restablecido${removed.length ? ` (se quitó ${removed.join(' y ')})` : ''}. Sus sesiones se cerraron; entra con su contraseña y configura un segundo factor en Mi perfil → Seguridad.`,
        );
      });
  },
} satisfies CliCommand;
