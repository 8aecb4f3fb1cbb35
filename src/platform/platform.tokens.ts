import type { Knex } from 'knex';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { FileStorage, PrivateFileStorage } from './files/file-storage.port.js';
import type { ImageVariants } from './files/image-variants.js';
import type { IdGenerator } from './ids.js';
import type { Logger } from './logger.js';
import type { Mailer, MailOutbox } from './mail/mail.port.js';
import type { MailWorker } from './mail/mail-worker.js';
import type { ScheduledJob, Scheduler } from './jobs/scheduler.js';
import type { PublicReads } from './public-read/public-reads.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import type { TransactionRunner } from './transactions.js';
import type { ChangeFeed } from './change-feed/change-feed.port.js';
import type { AuditTrail } from './audit/audit-trail.port.js';
import type { DeviceNotices } from './push/device-notices.port.js';
import type { ServiceIdentifier } from 'inversify';

const token = <T>(name: string) => Symbol.for(`platform.${name}`) as ServiceIdentifier<T>;

export const PLATFORM = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Knex: token<Knex>('Knex'),
  Clock: token<Clock>('Clock'),
  NewId: token<IdGenerator>('NewId'),
  Tx: token<TransactionRunner>('Tx'),
  Mailer: token<Mailer>('Mailer'),
  MailOutbox: token<MailOutbox>('MailOutbox'),
  MailWorker: token<MailWorker>('MailWorker'),
  FileStorage: token<FileStorage>('FileStorage'),
  /** Files never served as they are (issued invoices), under DATA_DIR/private. */
  PrivateFiles: token<PrivateFileStorage>('PrivateFiles'),
  /** The public pictures at the widths a screen needs, made on first request (docs/adr/0038). */
  ImageVariants: token<ImageVariants>('ImageVariants'),
  RateLimiter: token<RateLimiter>('RateLimiter'),
  /** The scheduler of this server: runs the jobs bound to ScheduledJobs (docs/adr/0018). */
  Scheduler: token<Scheduler>('Scheduler'),
  /** Port filled by the composition root, once per job (multi-bound): the work the scheduler runs. */
  ScheduledJobs: token<ScheduledJob>('ScheduledJobs'),
  /** This server's kept public answers, checked against the database's version (docs/adr/0019). */
  PublicReads: token<PublicReads>('PublicReads'),
  /** Port filled by the composition root (the audit module): records an entry in the caller's transaction (docs/adr/0051). */
  AuditTrail: token<AuditTrail>('AuditTrail'),
  /** Port filled by the composition root (the push module): queues a push to a driver's devices in the caller's transaction (docs/adr/0056). */
  DeviceNotices: token<DeviceNotices>('DeviceNotices'),
  /** How this server learns at once of changes made on any server (docs/adr/0058): in-process on SQLite, LISTEN/NOTIFY on PostgreSQL. */
  ChangeFeed: token<ChangeFeed>('ChangeFeed'),
};
