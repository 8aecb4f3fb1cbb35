import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { bootstrap, type AppContext, type BootstrapOptions } from './container.js';
import { offerDemoContent } from './demo/offer-demo-content.js';
import { createHttpApp } from './app.js';
import type { Readiness } from './http/health.routes.js';
import { configureHttpServer } from './http/request-limits.js';
import { assertPaymentsConfigured, ConfigError, loadConfig } from './platform/config.js';
import { PLATFORM } from './platform/platform.tokens.js';

export interface RunningServer {
  context: AppContext;
  server: Server;
  url: string;
  /** Set `stopping` to make /api/health/ready answer 503 while the server still serves. */
  readiness: Readiness;
  stop(): Promise<void>;
}

/** How long requests in flight may take to finish once the server stops accepting; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Starts the web server: migrations, the mail worker, the scheduler (unless configured off), the HTTP app. */
export async function startServer(options: BootstrapOptions & { port?: number; mailWorker?: boolean; scheduler?: boolean } = {}): Promise<RunningServer> {
  const settings = options.config ?? loadConfig();
  assertPaymentsConfigured(settings);
  const context = await bootstrap({ migrate: true, ...options, config: settings });
  const { config, container, logger } = context;
  const { listener, readiness } = createHttpApp(container);
  const worker = container.get(PLATFORM.MailWorker);
  if (options.mailWorker !== false) worker.start(config.mailPollMs);
  const scheduler = container.get(PLATFORM.Scheduler);
  if (options.scheduler ?? config.scheduler) scheduler.start(config.jobsPollMs);

  const port = options.port ?? config.port;
  const server = await new Promise<Server>((resolve, reject) => {
    const s = configureHttpServer(createServer(listener).listen(port, config.host, () => resolve(s)));
    s.once('error', reject);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://localhost:${actualPort}`;
  logger.info({ url, database: config.database.client }, `Parrilla escuchando en ${url}`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      readiness.stopping = true;
      // The overlays' event streams never end by themselves: they end first, so the drain is of real requests.
      await container.get(PLATFORM.ChangeFeed).close();
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
        logger.info('el servidor ya no acepta conexiones: terminando las peticiones en curso');
      });
      await scheduler.stop();
      await worker.stop();
      await context.close();
    })());
  return { context, server, url, readiness, stop };
}

/**
 * On SIGTERM/SIGINT: /api/health/ready answers 503 at once while the server keeps serving for
 * SHUTDOWN_GRACE_MS (so a load balancer stops sending), then it stops taking requests, lets those in
 * flight finish (DRAIN_TIMEOUT_MS at most), closes the database and exits 0.
 */
export function stopOnSignals(running: RunningServer): void {
  const { config, logger } = running.context;
  const shutdown = (signal: string) => {
    running.readiness.stopping = true;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'cerrando el servidor: deja de estar listo');
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + DRAIN_TIMEOUT_MS + 5_000).unref();
    new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs))
      .then(() => running.stop())
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      })
      .catch(() => process.exit(1));
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/**
 * The server as a program (`npm start`, `node dist/src/server.js`): starts it, stops it on signals and
 * offers the demo content; a configuration error ends the process with its message and exit code 1.
 */
export async function main(): Promise<void> {
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
