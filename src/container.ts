import 'reflect-metadata';
import { Container } from 'inversify';
import { systemClock, type Clock } from './platform/clock.js';
import { loadConfig, type Config } from './platform/config.js';
import { createKnex, migrateLatest, type Knex } from './platform/database/knex.js';
import { createLogger, type Logger } from './platform/logger.js';
import type { Mailer } from './platform/mail/mail.port.js';
import { platformModule } from './platform/platform.container.js';
import { championshipsModule } from './modules/championships/index.js';
import { contactModule } from './modules/contact/index.js';
import { fuelModule } from './modules/fuel/index.js';
import { identityModule } from './modules/identity/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { resultsModule } from './modules/results/index.js';
import { singleEventsModule } from './modules/single-events/index.js';
import { sponsorsModule } from './modules/sponsors/index.js';

/**
 * Every module's ContainerModule, in load order. Championships comes before identity because it binds
 * identity's EnrolmentDirectory port, which identity fills with a no-op only when nothing did; payments
 * comes before championships because it binds championships' PaymentRecords port the same way.
 */
const MODULES = [paymentsModule, championshipsModule, identityModule, fuelModule, sponsorsModule, contactModule, singleEventsModule, resultsModule];

export interface AppContext {
  config: Config;
  logger: Logger;
  knex: Knex;
  container: Container;
  close(): Promise<void>;
}

export interface BootstrapOptions {
  config?: Config;
  logger?: Logger;
  clock?: Clock;
  mailer?: Mailer;
  /** Run pending migrations first (the embedded default does; `parrilla migrate` does it by hand). */
  migrate?: boolean;
}

/** The composition root: configuration, database, and one container with every module bound. */
export async function bootstrap(options: BootstrapOptions = {}): Promise<AppContext> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config);
  const knex = createKnex(config.database);
  try {
    if (options.migrate) await migrateLatest(knex);
  } catch (err) {
    await knex.destroy();
    throw err;
  }
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platformModule({ config, logger, knex, clock: options.clock ?? systemClock, mailer: options.mailer }), ...MODULES);
  return { config, logger, knex, container, close: () => knex.destroy() };
}
