import type { AppContext } from '../../../src/container.js';
import type { BootstrapOptions } from '../../../src/container.js';
import { IDENTITY } from '../../../src/modules/identity/index.js';
import { IDENTITY_PRIVATE } from '../../../src/modules/identity/identity.private-tokens.js';
import { LogIn } from '../../../src/modules/identity/application/log-in.use-case.js';
import type { ManualClock } from '../../../src/platform/clock.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { bootTestContext, truncateAll, type DatabaseKind } from '../../support/databases.js';
import { startTestHttp, type TestHttp } from '../../support/http.js';

export interface TestApi {
  context: AppContext;
  api: TestHttp;
}

/**
 * Boots the real app once for the enclosing `describe` and empties every table before each test.
 * The returned object is filled in by the `before` hook, so read its fields inside tests only.
 */
export function useTestApi(kind: DatabaseKind, options: BootstrapOptions & { env?: NodeJS.ProcessEnv } = {}): TestApi {
  const holder = {} as TestApi;
  before(async () => {
    holder.context = await bootTestContext(kind, options);
    holder.api = await startTestHttp(holder.context);
  });
  after(async () => {
    await holder.api?.close();
    await holder.context?.close();
  });
  beforeEach(() => truncateAll(holder.context));
  return holder;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A complete 1×1 PNG: enough for a content sniffer to call it an image. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A fixed instant at the start of every rate-limit window used, so no window ends mid-test. */
export const WINDOW_ALIGNED_START = '2026-03-02T12:00:00.000Z';

/**
 * Sign-in slowdowns recorded instead of waited, so the limits can be walked quickly: rebinds LogIn
 * for the suite so each sleep lands in the returned list, which every test starts empty, with the
 * clock at WINDOW_ALIGNED_START. Declare it after `useTestApi`.
 */
export function recordLoginSleeps(t: TestApi, clock: ManualClock): number[] {
  const sleeps: number[] = [];
  before(() => {
    t.context.container.rebind(IDENTITY.LogIn).toDynamicValue(
      (ctx) =>
        new LogIn({
          users: ctx.get(IDENTITY_PRIVATE.Users),
          hasher: ctx.get(IDENTITY_PRIVATE.Hasher),
          tokens: ctx.get(IDENTITY_PRIVATE.Tokens),
          limiter: ctx.get(PLATFORM.RateLimiter),
          enrolments: ctx.get(IDENTITY.Enrolments),
          secondFactor: ctx.get(IDENTITY_PRIVATE.SecondFactorCheck),
          challenges: ctx.get(IDENTITY_PRIVATE.Challenges),
          confirmations: ctx.get(IDENTITY_PRIVATE.Confirmations),
          clock: ctx.get(PLATFORM.Clock),
          newId: ctx.get(PLATFORM.NewId),
          sessions: ctx.get(IDENTITY_PRIVATE.Sessions),
          outbox: ctx.get(PLATFORM.MailOutbox),
          tx: ctx.get(PLATFORM.Tx),
          publicUrl: ctx.get(PLATFORM.Config).publicUrl,
          audit: ctx.get(PLATFORM.AuditTrail),
          sleep: async (ms) => {
            sleeps.push(ms);
          },
        }),
    );
  });
  beforeEach(() => {
    clock.set(WINDOW_ALIGNED_START);
    sleeps.length = 0;
  });
  return sleeps;
}

export async function userRow(context: AppContext, id: string): Promise<Record<string, unknown>> {
  return context.knex('users').where({ id }).first();
}

export async function countUsers(context: AppContext): Promise<number> {
  const [{ n }] = await context.knex('users').count({ n: '*' });
  return Number(n);
}

export async function queuedMails(context: AppContext): Promise<Array<{ to: string; subject: string; text: string; html: string | null }>> {
  return context.knex('mail_outbox').select('to', 'subject', 'text', 'html').orderBy('createdAt');
}

/** The set-cookie lines of an answer, as an array whatever supertest's typing says. */
export function setCookies(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : raw ? [String(raw)] : [];
}
