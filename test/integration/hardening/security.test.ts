import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { FORGOT_PASSWORD_MESSAGE, REGISTER_MESSAGE } from '../../../src/contracts/identity.contract.js';
import { requireAdmin, requireSteward } from '../../../src/modules/identity/adapters/http/session.middleware.js';
import { LOGIN_MAX_FAILURES_PER_CLIENT } from '../../../src/modules/identity/application/log-in.use-case.js';
import { REGISTER_MAX_PER_CLIENT } from '../../../src/modules/identity/application/register-user.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { uploadsRoot } from '../../../src/platform/platform.container.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { bearer, TINY_PNG, useTestApi, userRow } from '../identity/identity-fixtures.js';
import { NOW, paymentRows, startCheckout } from '../payments/payment-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, fileReport, league, reportFields } from '../stewarding/stewarding-fixtures.js';

/**
 * The security suite, one place for the attacks a visitor or a signed-in driver can try: forged and
 * revoked tokens, admin routes, other people's records, mass assignment, path traversal, polyglot and
 * oversized uploads, account enumeration, rate limits behind a proxy and cross-site writes.
 * Related suites: test/integration/http/admin-routes.test.ts (the table of routes open to non-admins:
 * every other route answers 401/403), hardening/fuzz.test.ts (bad input to every route),
 * hardening/guessers-slowed.test.ts and registration-limit.test.ts (the limits themselves).
 */

/** Words of English error texts; a Spanish message has none of them. */
const ENGLISH = /\b(the|is|are|was|invalid|expected|received|required|not|found|failed|cannot|must|unexpected|allowed|should|please|internal|server|unknown|too|missing|bad|request|forbidden|unauthorized|access|denied)\b/i;

function expectSpanishJson(res: { type: string; body: { message?: unknown; code?: unknown } }, what: string): void {
  expect(res.type, what).to.equal('application/json');
  expect(res.body.message, what).to.be.a('string').and.not.match(ENGLISH);
  expect(res.body.code, what).to.be.a('string');
}

interface Route {
  method: string;
  path: string;
  admin: boolean;
  /** Open to stewards ('comisario') as well as admins. */
  steward: boolean;
}

/** Every route of every router; admin ones are those guarded by requireAdmin or under an /admin path, steward ones those guarded by requireSteward. */
function routesOf(routers: unknown[]): Route[] {
  const routes: Route[] = [];
  for (const router of routers as Array<{ stack: Array<{ methods: string[]; path: string; stack: unknown[] }> }>) {
    for (const layer of router.stack) {
      const admin = layer.stack.includes(requireAdmin) || /\/admin(\/|$)/.test(layer.path);
      const steward = layer.stack.includes(requireSteward);
      for (const method of layer.methods) if (method !== 'HEAD') routes.push({ method, path: layer.path, admin, steward });
    }
  }
  return routes;
}

/** A GET whose path goes out exactly as written (a URL library would fold `..` and `%2e%2e`). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'GET', path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The 1×1 PNG declaring another size in its IHDR: a few bytes a browser would decode into gigabytes. */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

const CROSS_SITE_REFUSAL = 'Solicitud rechazada: los cambios solo se aceptan desde el propio sitio';

describeEachDatabase('Security', (kind) => {
  const clock = new ManualClock(new Date(NOW));
  // Behind a trusted proxy, so each test client can be a different address (the last X-Forwarded-For entry).
  const t = useTestApi(kind, { clock, env: { TRUST_PROXY: 'true' } });
  beforeEach(() => clock.set(NOW));

  const profile = (headers: Record<string, string>) => t.api.request.get('/api/users/profile').set(headers);

  describe('forged and revoked tokens', () => {
    it('answers 401 in Spanish to a token with a bad signature, with alg none or expired, by bearer and by cookie', async () => {
      const ana = await createUser(t.context);
      const secret = t.context.config.jwtSecret;
      const claims = { rol: 'admin', tv: 0 };
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const forged: Record<string, string> = {
        'otra firma': jwt.sign(claims, 'otro-secreto-que-nadie-deberia-aceptar-0123456789', { algorithm: 'HS256', subject: ana.id, expiresIn: 3600 }),
        'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: ana.id, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
        'vencido': jwt.sign(claims, secret, { algorithm: 'HS256', subject: ana.id, expiresIn: -60 }),
        'firma recortada': ana.token.slice(0, ana.token.lastIndexOf('.') + 1),
        'carga alterada': (() => {
          const [head, , signature] = ana.token.split('.');
          return `${head}.${b64({ ...claims, sub: ana.id, exp: Math.floor(Date.now() / 1000) + 3600 })}.${signature}`;
        })(),
      };
      for (const [name, token] of Object.entries(forged)) {
        for (const headers of [bearer(token), { Cookie: `token=${token}` }]) {
          const res = await profile(headers);
          expect(res.status, name).to.equal(401);
          expectSpanishJson(res, name);
          expect(res.body.code, name).to.equal('UNAUTHENTICATED');
          // Not an admin either.
          expect((await t.api.request.get('/api/users').set(headers)).status, name).to.equal(401);
        }
      }
      expect((await profile(bearer(ana.token))).status).to.equal(200);
    });

    it("reads the role from the account, not the token: a validly signed token claiming admin for a driver gets 403 on admin routes", async () => {
      const ana = await createUser(t.context);
      // Signed with the site's secret and naming the account's own live session: only the role is a lie.
      const { sid } = jwt.decode(ana.token) as { sid: string };
      const claimsAdmin = jwt.sign({ rol: 'superadmin', tv: 0, sid }, t.context.config.jwtSecret, { algorithm: 'HS256', subject: ana.id, expiresIn: 3600 });
      const res = await t.api.request.get('/api/users').set(bearer(claimsAdmin));
      expect(res.status).to.equal(403);
      expectSpanishJson(res, 'GET /api/users');
      // A token for an account that does not exist is nobody.
      const ghost = jwt.sign({ rol: 'admin', tv: 0 }, t.context.config.jwtSecret, { algorithm: 'HS256', subject: '00000000-0000-4000-8000-000000000000', expiresIn: 3600 });
      expect((await profile(bearer(ghost))).status).to.equal(401);
    });

    it('makes the token used to sign out (sent as a bearer, as a copied cookie would be) answer 401 afterwards', async () => {
      const ana = await createUser(t.context);
      expect((await profile(bearer(ana.token))).status).to.equal(200);

      const out = await t.api.request.post('/api/auth/logout').set(bearer(ana.token));
      expect(out.status).to.equal(200);
      expect(out.body).to.deep.equal({ message: 'Sesión cerrada' });

      for (const headers of [bearer(ana.token), { Cookie: `token=${ana.token}` }]) {
        const after = await profile(headers);
        expect(after.status).to.equal(401);
        expect(after.body.code).to.equal('UNAUTHENTICATED');
      }
      // Signing in again gives a working session.
      const again = await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password });
      expect((await profile(bearer(again.body.token))).status).to.equal(200);
    });

    it('lets a suspended account sign out too, and answers a visitor without a session alike', async () => {
      const suspended = await createUser(t.context, { suspendido: true });
      expect((await t.api.request.post('/api/auth/logout').set(bearer(suspended.token))).status).to.equal(200);
      expect((await profile(bearer(suspended.token))).status).to.equal(401);
      const visitor = await t.api.request.post('/api/auth/logout');
      expect(visitor.status).to.equal(200);
      expect(visitor.body).to.deep.equal({ message: 'Sesión cerrada' });
    });

    it('revokes every older token when the token version goes up (a password change), keeping the fresh one', async () => {
      const ana = await createUser(t.context);
      const second = (await t.api.request.post('/api/auth/login').send({ email: ana.email, password: ana.password })).body.token as string;
      const changed = await t.api.request.post('/api/users/change-password').set(bearer(ana.token)).send({ currentPassword: ana.password, newPassword: 'nueva-clave-9', confirmPassword: 'nueva-clave-9' });
      expect(changed.status).to.equal(200);
      for (const old of [ana.token, second]) expect((await profile(bearer(old))).status).to.equal(401);
      expect((await profile(bearer(changed.body.token))).status).to.equal(200);
    });
  });

  describe('admin routes', () => {
    it('answers 403 with a Spanish JSON message to a driver on every admin route the routers declare, changing nothing', async () => {
      const driver = await createUser(t.context);
      const bystander = await createUser(t.context);
      const routes = routesOf(t.api.http.routers);
      const admin = routes.filter((r) => r.admin || r.steward);
      expect(admin.length).to.be.greaterThan(10);
      expect(admin.filter((r) => r.steward).map((r) => `${r.method} ${r.path}`)).to.include('PUT /api/reportes/:id/resolve');
      expect(admin.map((r) => `${r.method} ${r.path}`)).to.include('GET /api/users').and.include('DELETE /api/users/:id');

      const failures: string[] = [];
      for (const route of admin) {
        const url = route.path.replace(/:[A-Za-z_]\w*/g, bystander.id);
        const res = await t.api.request[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set(bearer(driver.token)).send({ rol: 'admin' });
        if (res.status !== 403 || res.type !== 'application/json' || typeof res.body.message !== 'string' || ENGLISH.test(res.body.message)) {
          failures.push(`${route.method} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
      expect(failures).to.deep.equal([]);
      expect(await userRow(t.context, bystander.id)).to.include({ rol: 'user', deletedAt: null });
    });
  });

  describe('steward routes', () => {
    it('answers 403 with a Spanish JSON message to a steward on every admin-only route, changing nothing', async () => {
      const steward = await createUser(t.context, { rol: 'comisario' });
      const bystander = await createUser(t.context);
      const adminOnly = routesOf(t.api.http.routers).filter((r) => r.admin && !r.steward);
      expect(adminOnly.map((r) => `${r.method} ${r.path}`)).to.include('DELETE /api/reportes/:id').and.include('GET /api/users');

      const failures: string[] = [];
      for (const route of adminOnly) {
        const url = route.path.replace(/:[A-Za-z_]\w*/g, bystander.id);
        const res = await t.api.request[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set(bearer(steward.token)).send({ rol: 'admin' });
        if (res.status !== 403 || res.type !== 'application/json' || typeof res.body.message !== 'string' || ENGLISH.test(res.body.message)) {
          failures.push(`${route.method} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
      expect(failures).to.deep.equal([]);
      expect(await userRow(t.context, bystander.id)).to.include({ rol: 'user', deletedAt: null });
    });
  });

  describe("another person's records", () => {
    it("refuses a driver reading or editing another driver's profile, changing nothing", async () => {
      const ana = await createUser(t.context);
      const beto = await createUser(t.context);
      const read = await t.api.request.get(`/api/users/${beto.id}`).set(bearer(ana.token));
      expect(read.status).to.equal(403);
      expectSpanishJson(read, 'GET');
      const edit = await t.api.request.put(`/api/users/${beto.id}`).set(bearer(ana.token)).send({ biografia: 'Escrito por otra persona' });
      expect(edit.status).to.equal(403);
      expectSpanishJson(edit, 'PUT');
      expect((await userRow(t.context, beto.id)).biografia ?? null).to.equal(null);
    });

    it("refuses a driver seeing, paying or checking another driver's payment", async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      const payer = await createUser(t.context);
      const other = await createUser(t.context);
      const c = await createChampionship(t, admin.token);
      const checkout = await startCheckout(t, payer.token, c.id);
      expect(checkout.status, JSON.stringify(checkout.body)).to.equal(200);
      const sid = encodeURIComponent(checkout.body.sessionId as string);

      for (const [name, call] of [
        ['ver', () => t.api.request.get(`/api/payments/demo/${sid}`)],
        ['pagar', () => t.api.request.post(`/api/payments/demo/${sid}/pagar`)],
        ['cancelar', () => t.api.request.post(`/api/payments/demo/${sid}/cancelar`)],
        ['verificar', () => t.api.request.get(`/api/payments/verificar-pago/${sid}`)],
      ] as const) {
        const res = await call().set(bearer(other.token));
        expect([403, 404], name).to.include(res.status);
        expectSpanishJson(res, name);
      }
      expect((await paymentRows(t.context)).map((r) => r.estado)).to.deep.equal(['pendiente']);
    });

    it("keeps a driver's incident report from other drivers, the reported one included", async () => {
      clock.set(BEFORE_RACE);
      const l = await league(t);
      clock.set(AFTER_RACE);
      const report = await fileReport(t, l.ana.token, reportFields(l));
      const bystander = await createUser(t.context);
      for (const driver of [l.beto, bystander]) {
        const read = await t.api.request.get(`/api/reportes/${report.id}`).set(bearer(driver.token));
        expect(read.status).to.equal(403);
        expectSpanishJson(read, 'GET /api/reportes/:id');
        expect((await t.api.request.put(`/api/reportes/${report.id}/resolve`).set(bearer(driver.token)).send({ estado: 'aprobado' })).status).to.equal(403);
        expect((await t.api.request.delete(`/api/reportes/${report.id}`).set(bearer(driver.token))).status).to.equal(403);
      }
      // The reported driver is told of it (enMiContra, by design); a bystander's list does not hold it.
      const theirs = await t.api.request.get('/api/reportes/mis-reportes').set(bearer(bystander.token));
      expect(theirs.status).to.equal(200);
      expect(JSON.stringify(theirs.body)).to.not.contain(report.id);
      expect(await t.context.knex('reports').where({ id: report.id }).first()).to.include({ estado: 'pendiente' });
      expect(JSON.stringify((await t.api.request.get('/api/reportes/mis-reportes').set(bearer(l.ana.token))).body)).to.contain(report.id);
    });
  });

  describe('mass assignment', () => {
    it('ignores role, admin flags, ids and token version sent with a registration', async () => {
      const res = await t.api.request
        .post('/api/auth/register')
        .send({ nombre: 'Ana', apellido: 'López', email: 'ana@ejemplo.test', password: 'secreto1', rol: 'superadmin', role: 'admin', isAdmin: true, id: 'elegido', _id: 'elegido', suspendido: true, tokenVersion: 7, googleId: 'g-1', authProvider: 'google' });
      expect(res.status).to.equal(201);
      const row = await t.context.knex('users').where({ email: 'ana@ejemplo.test' }).first();
      expect(row).to.include({ rol: 'user', authProvider: 'local', googleId: null });
      expect(row.id).to.not.equal('elegido');
      expect(Boolean(row.suspendido)).to.equal(false);
      expect(Number(row.tokenVersion)).to.equal(0);
    });

    it("refuses a driver's profile update that sets role, suspension or e-mail, and never takes an id or token version from the body", async () => {
      const ana = await createUser(t.context);
      const before = await userRow(t.context, ana.id);
      for (const fields of [{ rol: 'admin' }, { rol: 'superadmin' }, { suspendido: true }, { email: 'otra@ejemplo.test' }]) {
        const res = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).send({ biografia: 'Hola', ...fields });
        expect(res.status, JSON.stringify(fields)).to.equal(403);
        expectSpanishJson(res, JSON.stringify(fields));
      }
      expect(await userRow(t.context, ana.id)).to.deep.equal(before);

      const sneaky = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).send({ biografia: 'Hola', isAdmin: true, role: 'admin', id: 'otro', _id: 'otro', tokenVersion: 99, passwordHash: 'x', googleId: 'g-2', deletedAt: null });
      expect([200, 400]).to.include(sneaky.status);
      const after = await userRow(t.context, ana.id);
      expect(after).to.include({ id: ana.id, rol: 'user', passwordHash: before.passwordHash, googleId: null });
      expect(Number(after.tokenVersion)).to.equal(Number(before.tokenVersion));
      expect((await profile(bearer(ana.token))).status).to.equal(200);
    });
  });

  describe('files', () => {
    it('never serves a file outside the uploads and the web app, however the path is written', async () => {
      const ana = await createUser(t.context);
      const photo = (await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).attach('imagenPerfil', TINY_PNG, 'yo.png')).body.user.imagenPerfil as string;
      expect((await t.api.request.get(photo)).status).to.equal(200);
      const canary = randomBytes(16).toString('hex');
      writeFileSync(path.join(t.context.config.dataDir, 'secreto.txt'), canary);
      const port = (t.api.server.address() as AddressInfo).port;
      const attempts = [
        '/uploads/../secreto.txt',
        '/uploads/..%2fsecreto.txt',
        '/uploads/%2e%2e/secreto.txt',
        '/uploads/%2e%2e%2fsecreto.txt',
        '/uploads/avatars/../../secreto.txt',
        '/uploads/avatars/..%2f..%2fsecreto.txt',
        '/uploads/..%5csecreto.txt',
        '/uploads/....//secreto.txt',
        '/uploads/%252e%252e/secreto.txt',
        `/uploads/${encodeURIComponent(path.join(t.context.config.dataDir, 'secreto.txt'))}`,
        '/uploads//etc/passwd',
        '/../../../../etc/passwd',
        '/..%2f..%2f..%2f..%2fetc%2fpasswd',
        '/%2e%2e/%2e%2e/package.json',
        '/assets/../../package.json',
        '/uploads/..%2f..%2fparrilla.sqlite',
        '/uploads/..%00/secreto.txt',
      ];
      for (const attempt of attempts) {
        const res = await rawGet(port, attempt);
        expect(res.status, attempt).to.be.lessThan(500);
        expect(res.text, attempt).to.not.contain(canary).and.not.contain('root:x:0:0').and.not.contain('"name": "parrilla"').and.not.contain('SQLite format 3');
      }
    });

    it('refuses polyglot and disguised uploads, and serves an accepted image only as an image', async () => {
      const ana = await createUser(t.context);
      const avatarsDir = path.join(uploadsRoot(t.context.config), 'avatars');
      const stored = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir) : []);
      const before = stored();
      const disguised: Array<[string, Buffer, string]> = [
        ['HTML con extensión .png', Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'), 'foto.png'],
        ['SVG con script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'foto.png'],
        ['GIF que también es JavaScript', Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(8), Buffer.from('*/=1;alert(document.cookie);//')]), 'foto.gif'],
        ['JSON con cabecera de imagen', Buffer.from('{"rol":"admin"}'), 'foto.jpg'],
        ['PNG con otro tamaño declarado (30000×30000)', pngDeclaring(30_000, 30_000), 'bomba.png'],
      ];
      for (const [name, bytes, filename] of disguised) {
        const res = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).field('biografia', 'No debe guardarse').attach('imagenPerfil', bytes, { filename, contentType: 'image/png' });
        expect([413, 415, 422], name).to.include(res.status);
        expectSpanishJson(res, name);
      }
      expect(await userRow(t.context, ana.id)).to.include({ biografia: null, imagenPerfil: null });
      expect(stored()).to.deep.equal(before);

      // A real PNG with a page glued to its end: taken as the PNG it is, named by the server, and
      // served as an image the browser is told not to sniff.
      const glued = Buffer.concat([TINY_PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
      const ok = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).attach('imagenPerfil', glued, { filename: 'pagina.html', contentType: 'text/html' });
      expect(ok.status).to.equal(200);
      const url = ok.body.user.imagenPerfil as string;
      expect(url).to.match(/^\/uploads\/avatars\/[^/]+\.png$/);
      const served = await t.api.request.get(url);
      expect(served.status).to.equal(200);
      expect(served.headers['content-type']).to.equal('image/png');
      expect(served.headers['x-content-type-options']).to.equal('nosniff');
    });

    it('answers 422 with a Spanish message for a profile picture declaring 30000×30000 pixels, storing nothing; an ordinary size goes through', async () => {
      const ana = await createUser(t.context);
      const avatarsDir = path.join(uploadsRoot(t.context.config), 'avatars');
      const stored = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir) : []);
      const before = stored();
      const bomb = pngDeclaring(30_000, 30_000);
      expect(bomb.length).to.be.lessThan(100);
      const res = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).field('biografia', 'No debe guardarse').attach('imagenPerfil', bomb, 'bomba.png');
      expect(res.status).to.equal(422);
      expect(res.body).to.deep.equal({
        message: 'La imagen mide 30000×30000 píxeles: se admiten como máximo 10,000 píxeles por lado y 16 megapíxeles. Redúcela antes de subirla.',
        code: 'IMAGE_TOO_LARGE',
      });
      expect(await userRow(t.context, ana.id)).to.include({ biografia: null, imagenPerfil: null });
      expect(stored()).to.deep.equal(before);

      const ok = await t.api.request.put(`/api/users/${ana.id}`).set(bearer(ana.token)).attach('imagenPerfil', pngDeclaring(1200, 800), 'yo.png');
      expect(ok.status).to.equal(200);
      expect(stored()).to.have.length(before.length + 1);
    });
  });

  describe('account enumeration', () => {
    it('answers every account call alike for an address with an account and one without', async () => {
      const ana = await createUser(t.context, { email: 'ana@ejemplo.test' });
      const driver = await createUser(t.context);
      const unknown = 'nadie@ejemplo.test';
      const pairs: Array<[string, (email: string) => Promise<{ status: number; body: unknown; type: string }>]> = [
        ['login', (email) => t.api.request.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.1').send({ email, password: 'no-es-la-clave' })],
        ['forgot-password', (email) => t.api.request.post('/api/auth/forgot-password').set('X-Forwarded-For', '198.51.100.2').send({ email })],
        ['register', (email) => t.api.request.post('/api/auth/register').set('X-Forwarded-For', '198.51.100.3').send({ nombre: 'Eva', apellido: 'Sosa', email, password: 'secreto123' })],
        ['profile e-mail change', (email) => t.api.request.put(`/api/users/${driver.id}`).set(bearer(driver.token)).send({ email })],
      ];
      for (const [name, call] of pairs) {
        const known = await call(ana.email);
        const fresh = await call(unknown);
        expect(known.status, name).to.equal(fresh.status);
        expect(known.type, name).to.equal(fresh.type);
        expect(known.body, name).to.deep.equal(fresh.body);
      }
      // The answers are the product's, not an error that happens to match.
      expect((await pairs[1][1](unknown)).body).to.deep.equal({ message: FORGOT_PASSWORD_MESSAGE });
      expect((await pairs[2][1]('otra.nueva@ejemplo.test')).body).to.deep.equal({ message: REGISTER_MESSAGE });
    });
  });

  describe('rate limits behind a trusted proxy', () => {
    it('counts the address the proxy added, so a client writing its own X-Forwarded-For cannot reset its sign-in limit', async function () {
      this.timeout(120_000);
      const ana = await createUser(t.context);
      // The proxy appends the real address (203.0.113.7); the client makes up a new one to its left each time.
      for (let i = 0; i < LOGIN_MAX_FAILURES_PER_CLIENT; i += 1) {
        const res = await t.api.request
          .post('/api/auth/login')
          .set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.7`)
          .send({ email: `nadie${i}@ejemplo.test`, password: 'incorrecta' });
        expect(res.status).to.equal(401);
      }
      const again = await t.api.request.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.99, 203.0.113.7').send({ email: ana.email, password: ana.password });
      expect(again.status).to.equal(429);
      expect(again.body.message).to.match(/Demasiados intentos/);

      // Another real client behind the same proxy is not held back.
      const other = await t.api.request.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.1, 203.0.113.8').send({ email: ana.email, password: ana.password });
      expect(other.status).to.equal(200);
    });

    it('does the same for registration: made-up addresses to the left do not buy more registrations', async function () {
      this.timeout(120_000);
      const register = (left: string, n: number) =>
        t.api.request.post('/api/auth/register').set('X-Forwarded-For', `${left}, 203.0.113.7`).send({ nombre: 'Piloto', apellido: 'Prueba', email: `piloto${n}@ejemplo.test`, password: 'secreto123' });
      for (let i = 0; i < REGISTER_MAX_PER_CLIENT; i += 1) expect((await register(`198.51.100.${i}`, i)).status).to.equal(201);
      const refused = await register('192.0.2.250', 999);
      expect(refused.status).to.equal(429);
      expectSpanishJson(refused, '429');
      expect(refused.headers['retry-after']).to.match(/^\d+$/);
    });
  });

  describe('cross-site writes', () => {
    const editBio = (id: string, token: string, headers: Record<string, string>, biografia: string) =>
      t.api.request.put(`/api/users/${id}`).set('Cookie', `token=${token}`).set(headers).send({ biografia });

    it('refuses with 403 and a Spanish message a write another site makes the browser send with the session cookie, changing nothing', async () => {
      const ana = await createUser(t.context);
      const hostile: Array<Record<string, string>> = [
        { Origin: 'https://malicioso.example' },
        { Origin: 'https://malicioso.example', 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site', Origin: 'https://otro.localhost:3000' },
        { Origin: 'null' },
        { Origin: 'http://localhost:3001' },
      ];
      for (const headers of hostile) {
        const res = await editBio(ana.id, ana.token, headers, 'Cambiado');
        expect(res.status, JSON.stringify(headers)).to.equal(403);
        expect(res.type).to.equal('application/json');
        expect(res.body).to.deep.include({ message: CROSS_SITE_REFUSAL, code: 'CROSS_SITE_REQUEST' });
      }
      for (const p of ['/api/auth/logout', '/api/contact', '/api/fuel/calculate']) {
        const res = await t.api.request.post(p).set('Origin', 'https://malicioso.example').send({});
        expect(res.status, p).to.equal(403);
      }
      expect((await userRow(t.context, ana.id)).biografia ?? null).to.equal(null);
      // The session survived the forged logout.
      expect((await profile({ Cookie: `token=${ana.token}` })).status).to.equal(200);
    });

    it("takes the site's own writes: same-origin or typed by the person, Origin the public address or the server's own, or no browser headers at all", async () => {
      const ana = await createUser(t.context);
      const ownOrigin = `http://127.0.0.1:${(t.api.server.address() as AddressInfo).port}`;
      const own: Array<Record<string, string>> = [
        { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' },
        { 'Sec-Fetch-Site': 'none' },
        { Origin: 'http://localhost:3000' },
        { Origin: ownOrigin },
        {},
      ];
      for (const [i, headers] of own.entries()) {
        const res = await editBio(ana.id, ana.token, headers, `Piloto de prueba ${i}`);
        expect(res.status, JSON.stringify(headers)).to.equal(200);
        expect((await userRow(t.context, ana.id)).biografia).to.equal(`Piloto de prueba ${i}`);
      }
      // Reads are not writes: a cross-site GET is answered as usual.
      const read = await profile({ Cookie: `token=${ana.token}`, Origin: 'https://malicioso.example', 'Sec-Fetch-Site': 'cross-site' });
      expect(read.status).to.equal(200);
    });

    it("still lets Stripe's webhook (server to server) and the Google sign-in page's code exchange (same-origin) reach their handlers", async () => {
      const webhook = await t.api.request.post('/api/payments/webhook').set('Content-Type', 'application/json').send('{"type":"checkout.session.completed"}');
      expect(webhook.body.code).to.not.equal('CROSS_SITE_REQUEST');
      expect(webhook.status).to.not.equal(403);
      const exchange = await t.api.request
        .post('/api/auth/google/exchange-code')
        .set({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' })
        .send({ code: 'abc', state: 'xyz' });
      expect(exchange.body.code).to.not.equal('CROSS_SITE_REQUEST');
      expect(exchange.status).to.not.equal(403);
    });
  });
});
