import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { addRace } from '../stewarding/stewarding-fixtures.js';

// Beto's fastest lap is 0.0001 s better than Ana's; Ana finished ahead. Rounded to the millisecond
// they tie, and the tie went to the finishing order: to Ana.
const EXPORT = inventedExport({
  session_results: [
    {
      simsession_number: 0,
      simsession_type: 6,
      simsession_name: 'RACE',
      results: [
        row({ cust_id: 701, display_name: 'Ana Pista', finish_position: 0, laps_complete: 20, incidents: 0, best_lap_time: 90_0001, best_lap_num: 4, interval: 0, class_interval: 0 }),
        row({ cust_id: 702, display_name: 'Beto Curva', finish_position: 1, laps_complete: 20, incidents: 0, best_lap_time: 90_0000, best_lap_num: 6, interval: 1_2345, class_interval: 1_2345 }),
      ],
    },
  ],
});

const CONFIG = {
  plantilla: 'personalizado',
  tiposPuntuacion: [
    {
      nombre: 'Principal',
      eventos: [
        { nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [25, 18] },
        { nombre: 'Vuelta rápida', sesionIracing: 'race', tipo: 'vueltaRapida', tabla: [1] },
      ],
    },
  ],
  formato: { porDefecto: ['Principal'], rondas: [] },
};

describeEachDatabase('Lap times keep the export’s ten-thousandths, stored and scored', (kind) => {
  const t = useTestApi(kind, { clock: new ManualClock(new Date('2026-03-02T12:00:00.000Z')) });

  it('stores 0.0001 s, answers it in the results, and gives the fastest-lap point to the faster driver', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const { id } = await createChampionship(t, admin.token);
    const carreraId = await addRace(t, admin.token, id, { fechaInicio: '2026-03-01' });
    const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
    const imported = await t.context.container.get(RESULTS.ImportEventFile).execute(actor, { bytes: Buffer.from(JSON.stringify(EXPORT)), carreraId, sesion: 1 });
    expect(imported).to.be.ok;

    const phase = await t.api.request.get(`/api/events/90000001/phase-results/RACE`).set(bearer(admin.token));
    expect(phase.status).to.equal(200);
    expect(phase.body.results.map((r: { nombrePiloto: string; bestLapTime: number; interval: number }) => [r.nombrePiloto, r.bestLapTime, r.interval])).to.deep.equal([
      ['Ana Pista', 90000.1, 0],
      ['Beto Curva', 90000, 1234.5],
    ]);

    expect((await t.api.request.put(`/api/campeonatos/${id}/puntuacion`).set(bearer(admin.token)).send(CONFIG)).status).to.equal(200);
    const standings = await t.api.request.get(`/api/campeonatos/${id}/clasificacion`).set(bearer(admin.token));
    const rows = standings.body.grupos[0].filas.map((f: { piloto: { custId: number }; puntos: number; vueltasRapidas: number }) => [f.piloto.custId, f.puntos, f.vueltasRapidas]);
    expect(rows).to.deep.equal([
      [701, 25, 0],
      [702, 19, 1],
    ]);
  });
});
