import { expect } from 'chai';
import { IDENTITY } from '../../../src/modules/identity/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi, userRow } from './identity-fixtures.js';

const INVALID = 'El ID de cliente de iRacing debe ser un número entero entre 1 y 99999999';
const TAKEN = 'Ya existe una cuenta con ese ID de cliente de iRacing';

describeEachDatabase("The driver's iRacing customer id", (kind) => {
  const t = useTestApi(kind);

  const put = (token: string, id: string, fields: Record<string, string>) => {
    const req = t.api.request.put(`/api/users/${id}`).set(bearer(token));
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return req;
  };
  const storedId = async (id: string) => {
    const value = (await userRow(t.context, id)).iracingId;
    return value === null ? null : Number(value);
  };

  it('is set by an admin in the user form and by the driver in his profile, shown to both, and cleared when emptied', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Pista' });

    const byAdmin = await put(admin.token, ana.id, { iracingId: '345678' });
    expect(byAdmin.status, byAdmin.body.message).to.equal(200);
    expect(byAdmin.body.user.iracingId).to.equal(345678);
    expect((await t.api.request.get('/api/users/profile').set(bearer(ana.token))).body.iracingId).to.equal(345678);
    expect((await t.api.request.get(`/api/users/${ana.id}`).set(bearer(admin.token))).body.iracingId).to.equal(345678);

    const byOwner = await put(ana.token, ana.id, { iracingId: ' 987654 ' });
    expect(byOwner.status, byOwner.body.message).to.equal(200);
    expect(await storedId(ana.id)).to.equal(987654);

    expect((await put(ana.token, ana.id, { iracingId: '' })).body.user.iracingId).to.equal(null);
    expect(await storedId(ana.id)).to.equal(null);
  });

  it('is not shown to other drivers in the directory', async () => {
    const ana = await createUser(t.context);
    const beto = await createUser(t.context);
    await put(ana.token, ana.id, { iracingId: '345678' });
    const directory = await t.api.request.get('/api/users/directory').set(bearer(beto.token));
    expect(directory.status).to.equal(200);
    expect(JSON.stringify(directory.body)).not.to.include('345678');
    expect((await t.api.request.get(`/api/users/${ana.id}`).set(bearer(beto.token))).status).to.equal(403);
  });

  it('is unique: another account claiming it gets 409 naming the field, and nothing changes', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const ana = await createUser(t.context);
    const beto = await createUser(t.context);
    await put(admin.token, ana.id, { iracingId: '345678' });

    for (const token of [admin.token, beto.token]) {
      const res = await put(token, beto.id, { iracingId: '345678', biografia: 'Piloto de resistencia' });
      expect(res.status).to.equal(409);
      expect(res.body).to.deep.equal({ message: TAKEN, code: 'IRACING_ID_TAKEN', errors: { iracingId: TAKEN } });
    }
    expect(await storedId(beto.id)).to.equal(null);
    expect((await userRow(t.context, beto.id)).biografia).to.equal(null);
    // Saving one's own id again is no conflict.
    expect((await put(ana.token, ana.id, { iracingId: '345678' })).status).to.equal(200);
  });

  it('two accounts claiming the same id at once: one gets it, the other a 409', async () => {
    const ana = await createUser(t.context);
    const beto = await createUser(t.context);
    const answers = await Promise.all([put(ana.token, ana.id, { iracingId: '555555' }), put(beto.token, beto.id, { iracingId: '555555' })]);
    expect(answers.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).to.equal(TAKEN);
    const holders = [await storedId(ana.id), await storedId(beto.id)].filter((v) => v === 555555);
    expect(holders).to.have.length(1);
  });

  for (const value of ['0', '-5', 'abc', '12.5', '100000000', '1e5', '123456789012']) {
    it(`refuses "${value}" in Spanish and changes nothing`, async () => {
      const ana = await createUser(t.context);
      await put(ana.token, ana.id, { iracingId: '345678' });
      const res = await put(ana.token, ana.id, { iracingId: value, biografia: 'Cambio' });
      expect(res.status).to.equal(400);
      expect(res.body.errors).to.deep.equal({ iracingId: INVALID });
      expect(await storedId(ana.id)).to.equal(345678);
      expect((await userRow(t.context, ana.id)).biografia).to.equal(null);
    });
  }

  it('IDENTITY.IracingAccounts names the live accounts holding given ids, and frees the id of a deleted account', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Pista' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Curva' });
    const carla = await createUser(t.context, { nombre: 'Carla', apellido: 'Recta' });
    await put(admin.token, ana.id, { iracingId: '111' });
    await put(admin.token, beto.id, { iracingId: '222' });
    await put(admin.token, carla.id, { iracingId: '333' });
    expect((await t.api.request.delete(`/api/users/${carla.id}`).set(bearer(admin.token))).status).to.equal(200);

    const lookup = t.context.container.get(IDENTITY.IracingAccounts);
    expect(await lookup.findByIracingIds([222, 999, 111, 333, 111])).to.deep.equal([
      { iracingId: 111, userId: ana.id, nombre: 'Ana', apellido: 'Pista', username: (await userRow(t.context, ana.id)).username, displayName: 'Ana Pista', nombreCompleto: true },
      { iracingId: 222, userId: beto.id, nombre: 'Beto', apellido: 'Curva', username: (await userRow(t.context, beto.id)).username, displayName: 'Beto Curva', nombreCompleto: true },
    ]);
    expect(await lookup.findByIracingIds([])).to.deep.equal([]);
    // The deleted account's id is free for a new one.
    const dario = await createUser(t.context);
    expect((await put(dario.token, dario.id, { iracingId: '333' })).status).to.equal(200);
  });
});
