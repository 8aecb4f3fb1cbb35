import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

const exportWith = (overrides: Record<string, unknown>, rowFields: Record<string, unknown> = {}) =>
  inventedExport({
    session_results: [
      {
        simsession_number: 0,
        simsession_type: 6,
        simsession_name: 'RACE',
        results: [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, ...rowFields })],
      },
    ],
    ...overrides,
  });

const count = async (t: { context: { knex: (table: string) => { count(arg: object): Promise<Array<{ n: unknown }>> } } }, table: string) =>
  Number((await t.context.knex(table).count({ n: '*' }))[0].n);

describeEachDatabase('Implausible instants, ids, numbers and texts are refused', (kind) => {
  const t = useTestApi(kind);

  it('answers 422 with a Spanish reason to a results upload holding a value no real export has, storing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const cases: Array<[unknown, RegExp]> = [
      [exportWith({ start_time: '+275760-09-13T00:00:00.000Z' }), /start_time .* no es una fecha posible/],
      [exportWith({ start_time: '2024-02-30T19:00:00Z' }), /start_time .* no es una fecha posible/],
      [exportWith({ subsession_id: 1e300 }), /subsession_id .* no es un valor posible/],
      [exportWith({}, { finish_position: -5 }), /finish_position \(-5\) no es un valor posible/],
      [exportWith({}, { display_name: 'x'.repeat(100_000) }), /display_name tiene más de 200 caracteres/],
    ];
    for (const [file, reason] of cases) {
      const res = await t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', Buffer.from(JSON.stringify(file)), 'resultado.json');
      expect(res.status, String(reason)).to.equal(422);
      expect(res.body.code).to.equal('IMPLAUSIBLE_RESULT');
      expect(res.body.message).to.match(reason);
    }
    expect(await count(t, 'result_events')).to.equal(0);
  });

  it('parrilla import refuses the same files with the Spanish reason and exit 1, storing nothing', async function () {
    this.timeout(60_000);
    const file = path.join(t.context.config.dataDir, 'inverosimil.json');
    writeFileSync(file, JSON.stringify(exportWith({ start_time: '+275760-09-13T00:00:00.000Z' })));
    const run = await parrilla(['import', file], cliEnv(t.context.config.dataDir, kind));
    expect(run.code).to.equal(1);
    expect(run.stderr + run.stdout).to.match(/start_time .* no es una fecha posible/);
    expect(await count(t, 'result_events')).to.equal(0);
  });

  it('refuses a free event starting in the year 275760 or on 30 February, with the form’s Spanish message, storing nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    for (const fechaInicio of ['+275760-09-13', '275760-09-13', '2024-02-30', '2026-13-01']) {
      const res = await t.api.request.post('/api/eventos-unicos').set(bearer(admin.token)).send({ nombre: 'Evento', fechaInicio, horaInicio: '19:00' });
      expect(res.status, fechaInicio).to.equal(400);
      expect(res.body.message, fechaInicio).to.equal('Fecha inválida');
    }
    expect(await count(t, 'single_events')).to.equal(0);
  });

  it('refuses a championship dated in the year 275760', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const championship = await t.api.request
      .post('/api/campeonatos')
      .set(bearer(admin.token))
      .send({ nombre: 'Copa', descripcion: 'x', categoria: 'GT3', fechaInicio: '+275760-09-13T00:00:00.000Z', fechaFin: '2026-12-01', participantesMaximos: 20, precio: 0 });
    expect(championship.status).to.equal(400);
    expect(championship.body.errors).to.have.property('fechaInicio').that.matches(/fecha/i);
    expect(await count(t, 'championships')).to.equal(0);
  });
});
