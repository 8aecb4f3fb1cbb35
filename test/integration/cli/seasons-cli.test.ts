import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { SEASONS } from '../../../src/modules/seasons/index.js';
import { bootTestContext, describeEachDatabase } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';

const ADMIN = { id: 'admin-cli', rol: 'admin' as const, suspendido: false };

describeEachDatabase('parrilla seasons', (kind) => {
  let context: AppContext;
  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());

  it('prepares the next season of a series with --json and lists both editions, newest first', async function () {
    this.timeout(120_000);
    const copa = await context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(ADMIN, {
      fields: { nombreCampeonato: 'Copa Óvalos 2026', categoria: 'Óvalos', detallesCampeonato: 'Diez fechas.', fechaInicio: '2026-04-04', fechaFin: '2026-09-30', participantesMaximos: '30', precio: '0', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
    });
    await context.container.get(CHAMPIONSHIPS.CreateRace).execute(ADMIN, { fields: { campeonato: copa.id, circuito: 'Óvalo Inventado', fechaInicio: '2026-04-04', horaInicio: '19:30', hasRace: true, raceDuration: 60, clima: 'Soleado', videos: [] } });
    const serie = await context.container.get(SEASONS.CreateSeries).execute(ADMIN, { fields: { nombre: 'Copa Óvalos', categoria: 'Óvalos' } });
    await context.container.get(SEASONS.SetEdition).execute(ADMIN, copa.id, { serieId: serie.id, temporada: 2026 });
    const env = cliEnv(context.config.dataDir, kind);

    const next = await parrilla(['seasons', 'next', copa.id, '--json'], env);
    expect(next.code, next.stderr).to.equal(0);
    const created = JSON.parse(next.stdout);
    expect(created).to.include({ nombreCampeonato: 'Copa Óvalos 2027', temporada: 2027, carreras: 1, avisados: 0 });
    const [race] = (await context.container.get(CHAMPIONSHIPS.GetChampionship).execute(created.campeonatoId)).carreras;
    expect([race!.fechaInicio, race!.horaInicio]).to.deep.equal(['2027-04-03T00:00:00.000Z', '19:30']);

    const list = await parrilla(['seasons', 'list', '--json'], env);
    expect(list.code, list.stderr).to.equal(0);
    expect(JSON.parse(list.stdout).map((s: { nombre: string; edicionesLista: Array<{ temporada: number; cerrada: boolean }> }) => [s.nombre, s.edicionesLista.map((e) => [e.temporada, e.cerrada])])).to.deep.equal([
      ['Copa Óvalos', [[2027, false], [2026, false]]],
    ]);
  });
});
