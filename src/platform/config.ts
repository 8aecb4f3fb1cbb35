import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// zod speaks Spanish wherever the configuration is read: the server, every CLI command and the tests.
import '../contracts/spanish-validation.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Every environment variable the product reads, with its default. The README's table mirrors it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^(postgres|postgresql):\/\//.test(v) || /^(sqlite|file):/.test(v),
    'debe ser una URL postgres://… o sqlite:ruta',
  ),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
  COOKIE_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://').optional()),
  MAIL_FROM: z.string().default('Parrilla <no-responder@parrilla.local>'),
  CONTACT_TO: z.preprocess(emptyToUndefined, z.email().optional()),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl,
  DISCORD_API_URL: optionalUrl,
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'debe ser la clave pública P-256 en base64url (87 caracteres)').optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9_-]{42,44}={0,2}$/, 'debe ser la clave privada P-256 en base64url (43 caracteres)').optional()),
  VAPID_SUBJECT: z.preprocess(emptyToUndefined, z.string().regex(/^(mailto:|https:\/\/)/, 'debe empezar con mailto: o https://').optional()),
  IRACING_OAUTH_URL: z.preprocess(emptyToUndefined, z.url().default('https://oauth.iracing.com')),
  IRACING_DATA_URL: z.preprocess(emptyToUndefined, z.url().default('https://members-ng.iracing.com')),
  IRACING_CLIENT_ID: optionalString,
  IRACING_CLIENT_SECRET: optionalString,
  IRACING_USERNAME: optionalString,
  IRACING_PASSWORD: optionalString,
  PAYMENTS_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(5000),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(30_000),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  SCHEDULER: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  DEMO_CONTENT: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  PASSWORD_HASH_COST: z.preprocess(emptyToUndefined, z.enum(['standard', 'test-minimum']).default('standard')),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { client: 'sqlite'; filename: string } | { client: 'pg'; connectionString: string };
  publicUrl: string;
  jwtSecret: string;
  /**
   * The key that signs cookies (Koa's `keys`), never the sessions' JWT_SECRET: COOKIE_SECRET, required
   * in production; elsewhere derived from the JWT secret when unset.
   */
  cookieSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  contactTo?: string;
  oidc: { issuer: string; clientId?: string; clientSecret?: string };
  /** `apiUrl` points the SDK at another host than api.stripe.com (a local stand-in). */
  stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
  /** Another origin for Discord's webhooks than https://discord.com (a local stand-in). */
  discordApiUrl?: string;
  /**
   * The VAPID key pair that signs every push (base64url, P-256) and the contact the push services see:
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated on first start and kept in the data
   * folder (docs/adr/0056); VAPID_SUBJECT, or the site's address when it is https, else a mailto: of MAIL_FROM.
   */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * iRacing's OAuth and data hosts (a local stand-in in the tests), and the credentials set in the
   * environment, each of which wins over the one saved in Ajustes → iRacing.
   */
  iracing: { oauthUrl: string; dataUrl: string; clientId?: string; clientSecret?: string; username?: string; password?: string };
  /** Without a Stripe key the demo gateway takes payments (nothing is charged); production needs this set to allow it. */
  paymentsDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  mailPollMs: number;
  /** How often each server's scheduler looks for due jobs (docs/adr/0018). */
  jobsPollMs: number;
  /** How many days the audit log keeps an entry before its job purges it (docs/adr/0051); two years by default. */
  auditRetentionDays: number;
  /** Whether the server runs the scheduler: on unless SCHEDULER=false (or NODE_ENV=test, unless SCHEDULER=true). */
  scheduler: boolean;
  trustProxy: boolean;
  /** Whether the embedded default fills a brand-new database with demo content on start. */
  demoContent: boolean;
  /**
   * argon2id's cost for new password hashes: `standard` (19 MiB, 2 passes) everywhere; the test
   * suite may ask for `test-minimum`, which loadConfig refuses unless NODE_ENV is test.
   */
  passwordHashCost: Env['PASSWORD_HASH_COST'];
  /**
   * On SIGTERM, how long the server keeps serving while /api/health/ready answers 503, so a load
   * balancer stops sending before connections are refused: 5000 ms in production, else 0.
   */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once. A bad value throws a ConfigError naming the variable, so start-up
 * stops with a message a person can act on.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems = env.NODE_ENV === 'production' ? productionProblems(env) : [];
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET === env.COOKIE_SECRET) problems.push('COOKIE_SECRET: debe ser distinto de JWT_SECRET');
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) problems.push('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: se configuran las dos o ninguna');
  if (env.PASSWORD_HASH_COST !== 'standard' && env.NODE_ENV !== 'test') {
    problems.push('PASSWORD_HASH_COST: test-minimum solo se admite con NODE_ENV=test');
  }
  if (problems.length) throw new ConfigError(`Configuración inválida:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  const database = resolveDatabase(env.DATABASE_URL, dataDir);
  const jwtSecret = env.JWT_SECRET ?? defaultJwtSecret(dataDir);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const keys = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : defaultVapidKeys(dataDir);
  const sender = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  const subject = env.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${sender}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    publicUrl,
    jwtSecret,
    cookieSecret: env.COOKIE_SECRET ?? createHmac('sha256', jwtSecret).update('parrilla:cookies').digest('base64url'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    oidc: { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL },
    paymentsDemo: env.PAYMENTS_DEMO === 'true',
    discordApiUrl: env.DISCORD_API_URL,
    vapid: { ...keys, subject },
    iracing: {
      oauthUrl: env.IRACING_OAUTH_URL.replace(/\/$/, ''),
      dataUrl: env.IRACING_DATA_URL.replace(/\/$/, ''),
      clientId: env.IRACING_CLIENT_ID,
      clientSecret: env.IRACING_CLIENT_SECRET,
      username: env.IRACING_USERNAME,
      password: env.IRACING_PASSWORD,
    },
    logLevel: env.LOG_LEVEL,
    mailPollMs: env.MAIL_POLL_MS,
    jobsPollMs: env.JOBS_POLL_MS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    scheduler: env.SCHEDULER === undefined ? env.NODE_ENV !== 'test' : env.SCHEDULER === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    demoContent: env.DEMO_CONTENT !== 'false',
    passwordHashCost: env.PASSWORD_HASH_COST,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
  };
}

const GENERATE = '(genera uno con `openssl rand -base64 48`)';

/**
 * Production fails closed: what it must be told (the public address, the session and cookie
 * secrets, each random) instead of the defaults that let development run with nothing set.
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.PUBLIC_URL === undefined) problems.push('PUBLIC_URL: es obligatoria en producción (la dirección pública del sitio, por ejemplo https://parrilla.mx)');
  for (const [name, secret, purpose] of [
    ['JWT_SECRET', env.JWT_SECRET, 'firma las sesiones'],
    ['COOKIE_SECRET', env.COOKIE_SECRET, 'firma las cookies y debe ser distinto de JWT_SECRET'],
  ] as const) {
    if (secret === undefined) {
      problems.push(`${name}: es obligatorio en producción: ${purpose} ${GENERATE}`);
      continue;
    }
    const weakness = secretWeakness(secret);
    if (weakness) problems.push(`${name}: en producción debe ser aleatorio: ${weakness} ${GENERATE}`);
  }
  return problems;
}

/**
 * The web server's start-up check: production takes real payments, so it refuses to run on the demo
 * gateway (no STRIPE_SECRET_KEY) unless PAYMENTS_DEMO=true says so.
 */
export function assertPaymentsConfigured(config: Config): void {
  if (config.env === 'production' && !config.stripe.secretKey && !config.paymentsDemo) {
    throw new ConfigError(
      'Configuración inválida:\n  STRIPE_SECRET_KEY: es obligatoria en producción (o PAYMENTS_DEMO=true para aceptar la pasarela de demostración, que no cobra)',
    );
  }
  if (config.env === 'production' && config.stripe.secretKey && !config.stripe.webhookSecret) {
    throw new ConfigError('Configuración inválida:\n  STRIPE_WEBHOOK_SECRET: es obligatoria en producción cuando STRIPE_SECRET_KEY está definida');
  }
}

/**
 * Why a production secret does not look random, or undefined when it does. The rule (the README
 * states it): at least 32 characters, at least 10 different ones, no character in more than a third
 * of it, no block of 4 characters three times or more, and no more than half of it made of runs of
 * the same or consecutive characters (`aaaa`, `abcd`, `4321`). A secret from `openssl rand -base64 48`
 * or `-hex 32` passes (a 32-character `-hex 16` fails about once in 4,000 draws); one character
 * repeated, a word repeated or a run of the alphabet does not.
 */
export function secretWeakness(secret: string): string | undefined {
  const chars = [...secret];
  if (chars.length < 32) return 'debe tener al menos 32 caracteres';
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size < 10) return `usa solo ${counts.size} caracteres distintos y debe tener al menos 10`;
  if (Math.max(...counts.values()) * 3 > chars.length) return 'un mismo carácter ocupa más de la tercera parte';
  const blocks = new Map<string, number>();
  for (let i = 0; i + 4 <= chars.length; i++) {
    const block = chars.slice(i, i + 4).join('');
    const seen = (blocks.get(block) ?? 0) + 1;
    if (seen >= 3) return `repite el bloque «${block}»`;
    blocks.set(block, seen);
  }
  let inRuns = 0;
  for (let i = 1; i < chars.length; i++) {
    if (Math.abs(chars[i]!.codePointAt(0)! - chars[i - 1]!.codePointAt(0)!) <= 1) inRuns++;
  }
  if (inRuns * 2 > chars.length - 1) return 'está hecho de secuencias (aaaa, abcd, 4321)';
  return undefined;
}

function resolveDatabase(url: string | undefined, dataDir: string): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { client: 'pg', connectionString: url };
  if (url) {
    const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
    return { client: 'sqlite', filename: file === ':memory:' ? file : path.resolve(file) };
  }
  return { client: 'sqlite', filename: path.join(dataDir, 'parrilla.sqlite') };
}

/**
 * Outside production a secret is generated on first start and kept in the data folder, so sessions
 * survive restarts with nothing configured. Production must set JWT_SECRET (productionProblems).
 */
function defaultJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY a P-256 pair is generated on first start and kept in
 * the data folder (as the JWT secret is), so the browsers' subscriptions survive restarts. Several
 * servers that do not share the data folder must set both variables to the same pair.
 */
function defaultVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url') };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
