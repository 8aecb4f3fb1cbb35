import { expect } from 'chai';
import { REPORTABLE_CHAMPIONSHIPS_PAGE } from '../../../src/contracts/stewarding.views.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { LOST_PAGE } from '../../../src/platform/keyset.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { addRace, BEFORE_RACE, bearer, enrol } from './stewarding-fixtures.js';

describeEachDatabase('The report form’s championships (GET /api/reportes/campeonatos)', (kind) => {
  const clock = new ManualClock(new Date(BEFORE_RACE));
  const t = useTestApi(kind, { clock });

  it('answers a driver only the championships he is entered in, with their races in the calendar’s order; another driver’s are not offered', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Luna' });
    const copa = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Nocturna', fechaInicio: '2026-04-01' });
    const older = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Invierno', fechaInicio: '2026-03-25' });
    const ajena = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Ajena', fechaInicio: '2026-04-01' });
    const late = await addRace(t, admin.token, copa.id, { circuito: 'Circuito de Monterrey', fechaInicio: '2026-05-02' });
    const early = await addRace(t, admin.token, copa.id, { circuito: 'Autódromo Hermanos Rodríguez', fechaInicio: '2026-04-04' });
    await addRace(t, admin.token, ajena.id, { circuito: 'Óvalo Ajeno', fechaInicio: '2026-04-04' });
    for (const id of [copa.id, older.id]) await enrol(t, admin.token, id, ana.id);
    await enrol(t, admin.token, ajena.id, beto.id);

    const res = await t.api.request.get('/api/reportes/campeonatos').set(bearer(ana.token)).expect(200);
    expect(res.body).to.deep.equal({
      data: [
        {
          id: copa.id,
          nombreCampeonato: 'Copa Nocturna',
          carreras: [
            { id: early, circuito: 'Autódromo Hermanos Rodríguez', inicio: '2026-04-05T02:00:00.000Z' },
            { id: late, circuito: 'Circuito de Monterrey', inicio: '2026-05-03T02:00:00.000Z' },
          ],
        },
        { id: older.id, nombreCampeonato: 'Copa Invierno', carreras: [] },
      ],
      siguiente: null,
    });
    const betos = await t.api.request.get('/api/reportes/campeonatos').set(bearer(beto.token)).expect(200);
    expect(betos.body.data.map((c: { id: string }) => c.id)).to.deep.equal([ajena.id]);
  });

  it('answers an admin every championship a page at a time by place: walked back, the whole list’s order, each once', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    // Three a start day, named so that case, accents and ids disagree.
    const names = ['Copa Ázul', 'copa beta', 'Copa Cero'];
    for (let i = 0; i < REPORTABLE_CHAMPIONSHIPS_PAGE + 4; i += 1) {
      await createChampionship(t, admin.token, { nombreCampeonato: `${names[i % 3]} ${Math.floor(i / 3) % 2}`, fechaInicio: `2026-0${1 + Math.floor(i / 9)}-0${1 + (Math.floor(i / 3) % 3)}`, fechaFin: '2026-12-31' });
    }
    const seen: string[] = [];
    let despues: string | null = null;
    let pages = 0;
    do {
      const url: string = despues ? `/api/reportes/campeonatos?despues=${despues}` : '/api/reportes/campeonatos';
      const page = await t.api.request.get(url).set(bearer(admin.token)).expect(200);
      expect(page.body.data.length).to.be.at.most(REPORTABLE_CHAMPIONSHIPS_PAGE);
      seen.push(...page.body.data.map((c: { id: string }) => c.id));
      despues = page.body.siguiente;
      pages += 1;
    } while (despues);
    // The whole list's order: by start, then name, then id (the list the CLI and the demo read whole).
    const whole = (await t.context.container.get(CHAMPIONSHIPS.ListChampionships).execute()).map((c) => c.id);
    expect([pages, seen]).to.deep.equal([2, [...whole].reverse()]);
  });

  it('refuses a visitor (401) and a place no page gave (400, in Spanish)', async () => {
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' });
    const visitor = await t.api.request.get('/api/reportes/campeonatos');
    expect(visitor.status).to.equal(401);
    const lost = await t.api.request.get('/api/reportes/campeonatos?despues=no-es-un-lugar').set(bearer(ana.token));
    expect([lost.status, lost.body.message, lost.body.errors]).to.deep.equal([400, LOST_PAGE, { despues: LOST_PAGE }]);
  });
});
