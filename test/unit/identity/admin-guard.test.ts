import { expect } from 'chai';
import type { Context, Next } from 'koa';
import { isAdminRole } from '../../../src/contracts/identity.messages.js';
import type { AppState } from '../../../src/http/state.js';
import { assertAdmin, isAdmin, requireAdmin, ROLES, type Actor } from '../../../src/modules/identity/index.js';
import { refusal } from '../../support/refusal.js';

/** The route guard over a context holding `user`; answers whether it let the call through. */
async function throughGuard(user: Actor | undefined): Promise<boolean> {
  let passed = false;
  const ctx = { state: { currentUser: user } } as unknown as Context & { state: AppState };
  await requireAdmin(ctx, (async () => {
    passed = true;
  }) as Next);
  return passed;
}

/** The message a call was refused with, or null when it went through. */
async function messageOf(work: () => unknown): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('The admin rule has one home: the route guard and the use cases apply the same one', () => {
  it('counts admins and superadmins, never stewards or drivers, on the server and in the web app alike', () => {
    expect(ROLES.filter((rol) => isAdminRole(rol))).to.deep.equal(['admin', 'superadmin']);
    for (const rol of ROLES) expect(isAdmin({ rol })).to.equal(isAdminRole(rol));
  });

  it('refuses at the route exactly what a use case refuses, with the same Spanish message', async () => {
    const cases: Actor[] = ROLES.flatMap((rol) => [false, true].map((suspendido) => ({ id: `${rol}-${suspendido}`, rol, suspendido })));
    for (const actor of cases) {
      const byUseCase = await messageOf(() => assertAdmin(actor));
      const byRoute = await messageOf(() => throughGuard(actor));
      expect(byRoute, `${actor.rol}, suspendido: ${actor.suspendido}`).to.equal(byUseCase);
    }
    expect((await refusal(throughGuard(undefined))).code).to.equal('UNAUTHENTICATED');
    expect(await throughGuard({ id: 'a', rol: 'admin', suspendido: false })).to.equal(true);
  });
});
