import { createServer, type Server } from 'node:http';
import supertest from 'supertest';
import type { AppContext } from '../../src/container.js';
import { createHttpApp, type HttpApp } from '../../src/app.js';
import { configureHttpServer } from '../../src/http/request-limits.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { PRIVACY } from '../../src/modules/privacy/index.js';

export interface TestHttp {
  http: HttpApp;
  server: Server;
  request: ReturnType<typeof supertest>;
  close(): Promise<void>;
}

/** The real HTTP app (the kept public answers' fast path in front of Koa) on an ephemeral port. */
export async function startTestHttp(context: AppContext): Promise<TestHttp> {
  const http = createHttpApp(context.container);
  const server = configureHttpServer(createServer(http.listener).listen(0));
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    http,
    server,
    request: supertest(server),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let counter = 0;

/**
 * Confirms a session with the account's password, as the confirmation dialog does for an account without
 * a second factor (docs/adr/0046): for a test whose clock has moved past the ten minutes its sign-in counts
 * for before a sensitive action (a refund, a role change, deleting a user).
 */
export async function confirmIdentity(api: TestHttp, user: { token: string; password: string }): Promise<void> {
  const res = await api.request.post('/api/seguridad/confirmar').set('Authorization', `Bearer ${user.token}`).send({ contrasena: user.password });
  if (res.status !== 200) throw new Error(`confirmIdentity: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The second-factor grace date of the staff accounts `createUser` makes: far past any test's clock. */
export const TEST_STAFF_GRACE = '2999-12-31T00:00:00.000Z';

/**
 * Registers an account (through the use case) and signs it in; answers its token and id. The account
 * allowed its full name on public pages (the privacy notice's voluntary purpose) unless
 * `nombreCompleto: false`: the tests of the public-name rule say so, the others read names in full.
 */
export async function createUser(
  context: AppContext,
  overrides: Partial<{ nombre: string; apellido: string; email: string; password: string; rol: 'user' | 'comisario' | 'transmision' | 'admin' | 'superadmin'; suspendido: boolean; nombreCompleto: boolean }> = {},
): Promise<{ id: string; email: string; password: string; token: string }> {
  counter += 1;
  const email = overrides.email ?? `piloto${counter}@ejemplo.test`;
  const password = overrides.password ?? 'secreto123';
  const registered = await context.container.get(IDENTITY.RegisterUser).execute({
    nombre: overrides.nombre ?? 'Piloto',
    apellido: overrides.apellido ?? `Prueba${counter}`,
    email,
    password,
  });
  if (!registered.created) throw new Error(`createUser: ${email} ya tenía una cuenta`);
  const { user } = registered;
  if (overrides.nombreCompleto !== false) await context.container.get(PRIVACY.SaveMyChoices).execute({ id: user.id, rol: 'user', suspendido: false }, { nombreCompleto: true });
  if (overrides.rol || overrides.suspendido) {
    const rol = overrides.rol ?? 'user';
    // Staff must have a second factor (docs/adr/0046); test staff get a grace that outlasts any test clock
    // instead, so they sign in with a password alone. Tests of the rule itself set the date they need.
    const segundoFactorPlazo = rol === 'user' ? null : TEST_STAFF_GRACE;
    await context.knex('users').where({ id: user.id }).update({ rol, suspendido: overrides.suspendido ?? false, segundoFactorPlazo });
  }
  const session = await context.container.get(IDENTITY.LogIn).execute({ email, password }, `setup-${counter}`);
  if (!('token' in session)) throw new Error(`createUser: ${email} pide un segundo factor`);
  return { id: user.id, email, password, token: session.token };
}
