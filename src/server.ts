import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { bootstrap, type AppContext, type BootstrapOptions } from './container.js';
import { offerDemoContent } from './demo/offer-demo-content.js';
import { createHttpApp } from './http/app.js';
import { configureHttpServer } from './http/request-limits.js';
import { assertPaymentsConfigured, ConfigError, loadConfig } from './platform/config.js';
import { PLATFORM } from './platform/platform.tokens.js';

export interface RunningServer {
  context: AppContext;
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** Starts the web server: migrations, the mail worker, the scheduler (unless configured off), the HTTP app. */
export async function startServer(options: BootstrapOptions & { port?: number; mailWorker?: boolean; scheduler?: boolean } = {}): Promise<RunningServer> {
  const settings = options.config ?? loadConfig();
  assertPaymentsConfigured(settings);
  const context = await bootstrap({ migrate: true, ...options, config: settings });
  const { config, container, logger } = context;
  const { app } = createHttpApp(container);
  const worker = container.get(PLATFORM.MailWorker);
  if (options.mailWorker !== false) worker.start(config.mailPollMs);
  const scheduler = container.get(PLATFORM.Scheduler);
  if (options.scheduler ?? config.scheduler) scheduler.start(config.jobsPollMs);

  const port = options.port ?? config.port;
  const server = await new Promise<Server>((resolve, reject) => {
    const s = configureHttpServer(app.listen(port, config.host, () => resolve(s)));
    s.once('error', reject);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://localhost:${actualPort}`;
  logger.info({ url, database: config.database.client }, `Parrilla escuchando en ${url}`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await scheduler.stop();
      await worker.stop();
      await context.close();
    })());
  return { context, server, url, stop };
}

/** Stops taking requests on SIGTERM/SIGINT, lets those in flight finish, then closes the database. */
export function stopOnSignals(running: RunningServer): void {
  const shutdown = (signal: string) => {
    running.context.logger.info({ signal }, 'cerrando el servidor');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    running
      .stop()
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      })
      .catch(() => process.exit(1));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const running = await startServer();
    stopOnSignals(running);
    await offerDemoContent(running.context);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
