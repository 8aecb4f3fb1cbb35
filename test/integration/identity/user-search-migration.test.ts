import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { IDENTITY, type Actor } from '../../../src/modules/identity/index.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';

const MIGRATION = '20261123180000_add_users_search_text.ts';
const CONSOLE: Actor = { id: 'consola', rol: 'superadmin', suspendido: false };

describeEachDatabase('The search text of accounts created before it existed', (kind) => {
  let context: AppContext;

  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  it('is filled in by the migration, so old accounts are found without accents too', async () => {
    await context.knex.migrate.down({ name: MIGRATION });
    const now = new Date().toISOString();
    await context.knex('users').insert({ id: 'antigua', email: 'maria@pista.test', nombre: 'María José', apellido: 'Gutiérrez', createdAt: now, updatedAt: now });
    await context.knex.migrate.latest();

    expect((await context.knex('users').where({ id: 'antigua' }).first()).searchText).to.equal('maria jose gutierrez\nmaria@pista.test');
    const found = await context.container.get(IDENTITY.ListUsers).execute(CONSOLE, { search: 'gutierrez' });
    expect(found.map((u) => u.id)).to.deep.equal(['antigua']);
  });
});
