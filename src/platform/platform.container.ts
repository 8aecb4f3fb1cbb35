import path from 'node:path';
import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { ImageVariants } from './files/image-variants.js';
import { LocalDiskStorage, PRIVATE_PREFIX, UPLOADS_PREFIX } from './files/local-disk.storage.js';
import { SharpResizer } from './files/sharp.resizer.js';
import { newId } from './ids.js';
import type { Logger } from './logger.js';
import { FileOutboxMailer } from './mail/file-outbox.mailer.js';
import { KnexMailOutbox } from './mail/knex-mail-outbox.js';
import type { Mailer } from './mail/mail.port.js';
import { MailWorker } from './mail/mail-worker.js';
import { SmtpMailer } from './mail/smtp.mailer.js';
import { Scheduler } from './jobs/scheduler.js';
import { PLATFORM } from './platform.tokens.js';
import { InProcessChangeFeed } from './change-feed/in-process.change-feed.js';
import { PgNotifyChangeFeed } from './change-feed/pg-notify.change-feed.js';
import { PublicReads } from './public-read/public-reads.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { KnexTransactionRunner } from './transactions.js';

export interface PlatformParts {
  config: Config;
  logger: Logger;
  knex: Knex;
  clock: Clock;
  /** Replaces the configured mail transport (tests). */
  mailer?: Mailer;
}

export function uploadsRoot(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}

/** Where the smaller copies of the public pictures are kept (docs/adr/0038): made again when lost. */
export function imageVariantsRoot(config: Config): string {
  return path.join(config.dataDir, 'cache', 'imagenes');
}

/** Where files that are never served as they are live (docs/adr/0032). */
export function privateFilesRoot(config: Config): string {
  return path.join(config.dataDir, 'private');
}

export function platformModule(parts: PlatformParts): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PLATFORM.Config).toConstantValue(parts.config);
    bind(PLATFORM.Logger).toConstantValue(parts.logger);
    bind(PLATFORM.Knex).toConstantValue(parts.knex);
    bind(PLATFORM.Clock).toConstantValue(parts.clock);
    bind(PLATFORM.NewId).toConstantValue(newId);
    bind(PLATFORM.Tx).toConstantValue(new KnexTransactionRunner(parts.knex));
    bind(PLATFORM.RateLimiter).toConstantValue(new RateLimiter(parts.knex, parts.clock));
    bind(PLATFORM.MailOutbox).toConstantValue(new KnexMailOutbox(parts.knex, parts.clock));
    const publicReads = PublicReads.overDatabase(parts.knex, parts.config.database, parts.clock);
    bind(PLATFORM.PublicReads).toConstantValue(publicReads);
    const database = parts.config.database;
    bind(PLATFORM.ChangeFeed).toConstantValue(
      database.client === 'pg'
        ? new PgNotifyChangeFeed(database.connectionString, parts.knex, parts.logger)
        : new InProcessChangeFeed({ current: () => publicReads.currentVersion() }),
    );
    const variants = new ImageVariants(uploadsRoot(parts.config), imageVariantsRoot(parts.config), new SharpResizer());
    bind(PLATFORM.ImageVariants).toConstantValue(variants);
    bind(PLATFORM.FileStorage).toConstantValue(new LocalDiskStorage(uploadsRoot(parts.config), UPLOADS_PREFIX, variants));
    bind(PLATFORM.PrivateFiles).toConstantValue(new LocalDiskStorage(privateFilesRoot(parts.config), PRIVATE_PREFIX));
    const mailer =
      parts.mailer ??
      (parts.config.smtpUrl
        ? new SmtpMailer(parts.config.smtpUrl, parts.config.mailFrom)
        : new FileOutboxMailer(path.join(parts.config.dataDir, 'outbox'), parts.config.mailFrom, parts.logger));
    bind(PLATFORM.Mailer).toConstantValue(mailer);
    bind(PLATFORM.MailWorker).toConstantValue(new MailWorker(parts.knex, mailer, parts.clock, parts.logger));
    bind(PLATFORM.Scheduler)
      .toDynamicValue((ctx) => new Scheduler(parts.knex, parts.clock, parts.logger, ctx.getAll(PLATFORM.ScheduledJobs, { optional: true })))
      .inSingletonScope();
  });
}
