import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/platform/config.js';

const SECRET = 'un-secreto-de-prueba-con-mas-de-32-caracteres';
const COOKIE_SECRET = 'otra-llave-para-firmar-cookies-de-40-letras';
/** Everything production requires, so each test names only what it is about. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://parrilla.example', JWT_SECRET: SECRET, COOKIE_SECRET } as const;

describe('Configuration (loadConfig)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir, ...env });
  const failureOf = (env: NodeJS.ProcessEnv): Error => {
    try {
      load(env);
    } catch (err) {
      return err as Error;
    }
    throw new Error('loadConfig no falló');
  };

  it('runs with nothing set: SQLite in the data folder, port 3000, public URL on localhost', () => {
    const config = load({});
    expect(config.env).to.equal('development');
    expect(config.port).to.equal(3000);
    expect(config.database).to.deep.equal({ client: 'sqlite', filename: path.join(dataDir, 'parrilla.sqlite') });
    expect(config.publicUrl).to.equal('http://localhost:3000');
    expect(config.trustProxy).to.equal(false);
  });

  it('waits SHUTDOWN_GRACE_MS on SIGTERM: 5000 ms in production, 0 elsewhere, and refuses a negative or non-number value', () => {
    expect(load(PRODUCTION).shutdownGraceMs).to.equal(5000);
    expect(load({}).shutdownGraceMs).to.equal(0);
    expect(load({ NODE_ENV: 'test' }).shutdownGraceMs).to.equal(0);
    expect(load({ ...PRODUCTION, SHUTDOWN_GRACE_MS: '15000' }).shutdownGraceMs).to.equal(15000);
    for (const SHUTDOWN_GRACE_MS of ['-1', 'cinco']) {
      const err = failureOf({ SHUTDOWN_GRACE_MS });
      expect(err, SHUTDOWN_GRACE_MS).to.be.instanceOf(ConfigError);
      expect(err.message, SHUTDOWN_GRACE_MS).to.include('SHUTDOWN_GRACE_MS');
    }
  });

  it('hashes passwords at the standard cost unless a test run asks for the minimum, which only NODE_ENV=test accepts', () => {
    expect(load({}).passwordHashCost).to.equal('standard');
    expect(load(PRODUCTION).passwordHashCost).to.equal('standard');
    expect(load({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-minimum' }).passwordHashCost).to.equal('test-minimum');
    for (const NODE_ENV of ['production', 'development']) {
      const err = failureOf({ ...PRODUCTION, NODE_ENV, PASSWORD_HASH_COST: 'test-minimum' });
      expect(err, NODE_ENV).to.be.instanceOf(ConfigError);
      expect(err.message, NODE_ENV).to.include('PASSWORD_HASH_COST').and.include('NODE_ENV=test');
    }
  });

  it('throws a ConfigError naming PORT for a port that is not a number', () => {
    const err = failureOf({ PORT: 'ochenta' });
    expect(err).to.be.instanceOf(ConfigError);
    expect(err.message).to.match(/^Configuración inválida/).and.include('PORT');
  });

  it('throws naming PORT for a port out of range', () => {
    expect(failureOf({ PORT: '70000' }).message).to.include('PORT');
  });

  it('refuses to start in production without JWT_SECRET', () => {
    const err = failureOf({ ...PRODUCTION, JWT_SECRET: undefined });
    expect(err).to.be.instanceOf(ConfigError);
    expect(err.message).to.include('JWT_SECRET: es obligatorio en producción');
  });

  it('refuses to start in production without PUBLIC_URL, naming it, while development falls back to localhost', () => {
    const err = failureOf({ ...PRODUCTION, PUBLIC_URL: undefined });
    expect(err).to.be.instanceOf(ConfigError);
    expect(err.message).to.equal('Configuración inválida:\n  PUBLIC_URL: es obligatoria en producción (la dirección pública del sitio, por ejemplo https://parrilla.mx)');
    expect(failureOf({ ...PRODUCTION, PUBLIC_URL: '' }).message).to.include('PUBLIC_URL: es obligatoria en producción');
    expect(load({ ...PRODUCTION, NODE_ENV: 'development', PUBLIC_URL: undefined }).publicUrl).to.equal('http://localhost:3000');
  });

  it('refuses to start in production without COOKIE_SECRET, a weak one or one equal to JWT_SECRET', () => {
    expect(failureOf({ ...PRODUCTION, COOKIE_SECRET: undefined }).message).to.include('COOKIE_SECRET: es obligatorio en producción').and.include('distinto de JWT_SECRET');
    expect(failureOf({ ...PRODUCTION, COOKIE_SECRET: 'c'.repeat(40) }).message).to.include('COOKIE_SECRET: en producción debe ser aleatorio');
    expect(failureOf({ ...PRODUCTION, COOKIE_SECRET: SECRET }).message).to.include('COOKIE_SECRET: debe ser distinto de JWT_SECRET');
    expect(failureOf({ JWT_SECRET: SECRET, COOKIE_SECRET: SECRET }).message).to.include('COOKIE_SECRET: debe ser distinto de JWT_SECRET');
    expect(load(PRODUCTION).cookieSecret).to.equal(COOKIE_SECRET);
  });

  it('names every variable production lacks at once', () => {
    const message = failureOf({ NODE_ENV: 'production' }).message;
    for (const name of ['PUBLIC_URL', 'JWT_SECRET', 'COOKIE_SECRET']) expect(message, name).to.include(`  ${name}: es obligatori`);
  });

  it('outside production signs cookies with a key derived from the JWT secret, never the JWT secret itself', () => {
    const config = load({ JWT_SECRET: SECRET });
    expect(config.cookieSecret).to.have.length.greaterThanOrEqual(32).and.not.equal(SECRET);
    expect(load({ JWT_SECRET: SECRET }).cookieSecret).to.equal(config.cookieSecret);
    expect(load({ JWT_SECRET: SECRET + 'x' }).cookieSecret).to.not.equal(config.cookieSecret);
    expect(load({ JWT_SECRET: SECRET, COOKIE_SECRET }).cookieSecret).to.equal(COOKIE_SECRET);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(failureOf({ JWT_SECRET: 'corto' }).message).to.include('JWT_SECRET').and.include('al menos 32 caracteres');
  });

  it('refuses in production a JWT_SECRET that does not look random, naming the rule, and takes a generated one', () => {
    const weak = [
      'a'.repeat(32),
      'abababababababababababababababab',
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'contraseñacontraseñacontraseña1234',
      '0000000000000000000000000000000000000000000000000001',
      'secreto1secreto2secreto3secreto4secreto5',
    ];
    for (const JWT_SECRET of weak) {
      const err = failureOf({ ...PRODUCTION, JWT_SECRET });
      expect(err, JWT_SECRET).to.be.instanceOf(ConfigError);
      expect(err.message, JWT_SECRET).to.include('JWT_SECRET').and.include('en producción debe ser aleatorio');
    }
    for (let i = 0; i < 50; i++) {
      const JWT_SECRET = randomBytes(48).toString('base64');
      expect(load({ ...PRODUCTION, JWT_SECRET }).jwtSecret).to.equal(JWT_SECRET);
    }
    // Outside production the length is the only rule: development and tests use simple secrets.
    expect(load({ JWT_SECRET: 'a'.repeat(32) }).jwtSecret).to.equal('a'.repeat(32));
  });

  it('names every bad variable at once', () => {
    const message = failureOf({ PORT: 'x', DATABASE_URL: 'mysql://localhost/db', SMTP_URL: 'http://correo' }).message;
    expect(message).to.include('PORT').and.include('DATABASE_URL').and.include('SMTP_URL');
  });

  it('outside production generates a secret once, keeps it in the data folder and reuses it', () => {
    const first = load({});
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).to.equal(true);
    expect(first.jwtSecret.length).to.be.greaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).to.equal(first.jwtSecret);
    expect(load({}).jwtSecret).to.equal(first.jwtSecret);
  });

  it('uses the configured secret and writes no file', () => {
    expect(load(PRODUCTION).jwtSecret).to.equal(SECRET);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).to.equal(false);
  });

  it('reads PostgreSQL and SQLite database URLs', () => {
    expect(load({ DATABASE_URL: 'postgres://u:p@db:5432/parrilla' }).database).to.deep.equal({ client: 'pg', connectionString: 'postgres://u:p@db:5432/parrilla' });
    expect(load({ DATABASE_URL: 'sqlite::memory:' }).database).to.deep.equal({ client: 'sqlite', filename: ':memory:' });
    expect(load({ DATABASE_URL: `sqlite:${path.join(dataDir, 'otra.sqlite')}` }).database).to.deep.equal({ client: 'sqlite', filename: path.join(dataDir, 'otra.sqlite') });
  });

  it('drops a trailing slash from PUBLIC_URL and treats empty values as unset', () => {
    expect(load({ PUBLIC_URL: 'https://parrilla.mx/' }).publicUrl).to.equal('https://parrilla.mx');
    const config = load({ PUBLIC_URL: '', SMTP_URL: '', STRIPE_SECRET_KEY: '', PORT: '8080' });
    expect(config.publicUrl).to.equal('http://localhost:8080');
    expect(config.smtpUrl).to.equal(undefined);
    expect(config.stripe.secretKey).to.equal(undefined);
  });

  it('trusts the proxy only when TRUST_PROXY is true', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).to.equal(true);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).to.equal(false);
    expect(failureOf({ TRUST_PROXY: 'sí' }).message).to.include('TRUST_PROXY');
  });
});
