import { logConsoleAct, type CliCommand } from '../cli-runtime.js';

interface Options {
  email: string;
  password: string;
  nombre?: string;
  apellido?: string;
  superadmin?: boolean;
}

export default {
  register(program, cli) {
    cli
      .group(program, 'users', 'cuentas de usuario')
      .command('create-admin')
      .description('crea una cuenta de administrador, o asciende y da la contraseña a la cuenta que ya tenga ese correo')
      .requiredOption('--email <correo>', 'correo de la cuenta')
      .requiredOption('--password <contraseña>', 'contraseña (al menos 6 caracteres)')
      .option('--nombre <nombre>', 'nombre (por defecto "Admin")')
      .option('--apellido <apellido>', 'apellido (por defecto "Parrilla")')
      .option('--superadmin', 'con rol superadmin en lugar de admin')
      .action(async (options: Options) => {
        const { IDENTITY } = await import('../../src/modules/identity/index.js');
        const { user, created } = await cli.withApp(async (app) => {
          const done = await app.container.get(IDENTITY.CreateAdmin).execute({
            email: options.email,
            password: options.password,
            nombre: options.nombre,
            apellido: options.apellido,
            superadmin: options.superadmin ?? false,
          });
          await logConsoleAct(app, 'usuario.rol', { usuario: done.user.id, rol: done.user.rol }, done.created ? 'Administrador creado desde la consola' : 'Cuenta ascendida desde la consola');
          return done;
        });
        const role = user.rol === 'superadmin' ? 'superadministrador' : 'administrador';
        cli.print(
          created
            ? `Cuenta de ${role} creada: ${user.email} (id ${user.id}).`
            : `La cuenta ${user.email} ya existía: ahora es ${role} y tiene la contraseña indicada.`,
        );
      });
  },
} satisfies CliCommand;
