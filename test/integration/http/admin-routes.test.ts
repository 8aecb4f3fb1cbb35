import { expect } from 'chai';
import type { Middleware } from 'koa';
import { requireAdmin } from '../../../src/modules/identity/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

interface GuardedRoute {
  method: string;
  path: string;
}

/** Every method and path of every API router whose middleware includes the requireAdmin guard. */
function adminRoutes(routers: Array<{ stack: unknown[] }>): GuardedRoute[] {
  const routes: GuardedRoute[] = [];
  for (const router of routers) {
    for (const layer of router.stack as Array<{ methods: string[]; path: string; stack: Middleware[] }>) {
      if (!layer.stack.includes(requireAdmin as unknown as Middleware)) continue;
      for (const method of layer.methods) if (method !== 'HEAD') routes.push({ method, path: layer.path });
    }
  }
  return routes;
}

describeEachDatabase('Admin routes: the server guards every one', (kind) => {
  const t = useTestApi(kind);

  it('finds the admin routes, among them GET /api/users and DELETE /api/users/:id', () => {
    const table = adminRoutes(t.api.http.routers).map((r) => `${r.method} ${r.path}`);
    expect(table).not.to.be.empty;
    expect(table).to.include('GET /api/users').and.include('DELETE /api/users/:id');
  });

  it('answers 401 without a session and 403 to an ordinary user on every admin route', async () => {
    const user = await createUser(t.context);
    const bystander = await createUser(t.context);
    const table = adminRoutes(t.api.http.routers);
    const failures: string[] = [];

    for (const { method, path } of table) {
      // Path parameters get a real id, so a guard that looked the record up first would still be caught.
      const url = path.replace(/:[A-Za-z_]\w*/g, bystander.id);
      const call = () => t.api.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);

      const anonymous = await call().send({});
      if (anonymous.status !== 401 || anonymous.body.code !== 'UNAUTHENTICATED') failures.push(`${method} ${path} sin sesión → ${anonymous.status}`);
      const ordinary = await call().set(bearer(user.token)).send({});
      if (ordinary.status !== 403 || ordinary.body.code !== 'ADMIN_ONLY') failures.push(`${method} ${path} como usuario → ${ordinary.status}`);
    }

    expect(failures).to.deep.equal([]);
    expect((await t.context.knex('users').where({ id: bystander.id }).first()).deletedAt).to.equal(null);
  });
});
