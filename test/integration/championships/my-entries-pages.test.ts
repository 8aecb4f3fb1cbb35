import { expect } from 'chai';
import type { MyEntriesAnswer } from '../../../src/contracts/entries.views.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from './championship-fixtures.js';

const ADMIN: Actor = { id: 'consola', rol: 'superadmin', suspendido: false };

describeEachDatabase("A driver's championships on his profile, by pages (GET /api/campeonatos/mis-inscripciones)", (kind) => {
  const t = useTestApi(kind);

  it('pages 12 seasons as 10 and 2, the latest first, each with his number and team read at once, and refuses a place no page gave', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const caro = await createUser(t.context);
    const other = await createUser(t.context);
    const enrol = t.context.container.get(CHAMPIONSHIPS.EnrolUser);
    const entry = t.context.container.get(CHAMPIONSHIPS.UpdateMyEntry);
    const me: Actor = { id: caro.id, rol: 'user', suspendido: false };
    for (let y = 0; y < 12; y++) {
      const c = await createChampionship(t, admin.token, { nombreCampeonato: `Copa ${2027 + y}`, fechaInicio: `${2027 + y}-02-01`, fechaFin: `${2027 + y}-11-30` });
      await enrol.execute(ADMIN, { campeonatoId: c.id, usuarioId: caro.id });
      await enrol.execute(ADMIN, { campeonatoId: c.id, usuarioId: other.id });
      await entry.execute(me, c.id, { numeroAuto: 10 + y, ...(y % 2 ? { equipo: `Rayo ${y}` } : {}) });
    }
    const ask = (token: string, despues?: string) => t.api.request.get(`/api/campeonatos/mis-inscripciones${despues ? `?despues=${despues}` : ''}`).set(bearer(token));
    const first = (await ask(caro.token).expect(200)).body as MyEntriesAnswer;
    expect(first.data.map((e) => [e.nombreCampeonato, e.estado, e.numeroAuto, e.equipo])[0]).to.deep.equal(['Copa 2038', 'inscrito', 21, 'Rayo 11']);
    expect(first.data).to.have.length(10);
    const second = (await ask(caro.token, first.siguiente!).expect(200)).body as MyEntriesAnswer;
    expect(second.siguiente).to.equal(null);
    expect(second.data.map((e) => [e.nombreCampeonato, e.numeroAuto, e.equipo])).to.deep.equal([
      ['Copa 2028', 11, 'Rayo 1'],
      ['Copa 2027', 10, null],
    ]);
    // The other driver's numbers and teams are not his.
    const theirs = (await ask(other.token).expect(200)).body as MyEntriesAnswer;
    expect(theirs.data.every((e) => e.numeroAuto === null && e.equipo === null)).to.equal(true);
    const lost = await ask(caro.token, 'nada');
    expect(lost.status).to.equal(400);
    expect(lost.body.errors).to.deep.equal({ despues: 'La página pedida no es válida: vuelve al inicio de la lista' });
    await t.api.request.get('/api/campeonatos/mis-inscripciones').expect(401);
  });
});
