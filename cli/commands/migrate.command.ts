import type { CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    program
      .command('migrate')
      .description('aplica las migraciones pendientes de la base de datos (hazlo una vez por despliegue)')
      .action(async () => {
        const { migrateLatest } = await import('../../src/platform/database/knex.js');
        const applied = await cli.withApp((app) => migrateLatest(app.knex), { migrate: false });
        if (applied.length === 0) {
          cli.print('La base de datos ya está al día: no hay migraciones pendientes.');
          return;
        }
        cli.print(`Migraciones aplicadas (${applied.length}):`);
        for (const name of applied) cli.print(`  - ${name}`);
      });
  },
} satisfies CliCommand;
