import { InvalidArgumentError } from 'commander';
import { CliFailure, type CliCommand } from '../cli-runtime.js';

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('debe ser un número de puerto entre 0 y 65535');
  return port;
}

export default {
  register(program) {
    program
      .command('serve')
      .description('inicia el servidor web (API y sitio); se detiene con Ctrl-C')
      .option('-p, --port <puerto>', 'puerto en el que escucha (por defecto PORT o 3000; 0 elige uno libre)', parsePort)
      .action(async (options: { port?: number }) => {
        const { startServer, stopOnSignals } = await import('../../src/server.js');
        try {
          stopOnSignals(await startServer({ port: options.port }));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new CliFailure(`El puerto ${options.port ?? process.env.PORT ?? 3000} ya está en uso`);
          throw err;
        }
      });
  },
} satisfies CliCommand;
