import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { STANDINGS } from '../../../src/modules/standings/index.js';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import type { StandingsAnswer, StandingsDriverRowView } from '../../../src/contracts/standings.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { expectedTotals, seedStandingsSeason } from '../../support/standings-season.js';
import { useTestApi } from '../championships/championship-fixtures.js';

const ADMIN: Actor = { id: 'test-admin', rol: 'admin', suspendido: false };

describeEachDatabase('Entered teams and car numbers in the standings', (kind) => {
  const t = useTestApi(kind);

  it('builds the team table from the teams drivers entered with (no second list) and shows their numbers, also in the CSV', async () => {
    const season = await seedStandingsSeason(t.context);
    // The configuration lists no rosters: the entered teams are the rosters.
    await t.context.container.get(STANDINGS.SetScoringConfig).execute(ADMIN, season.campeonatoId, { ...scoringPreset('f1'), rondasDescartadas: 1 });
    const entered: Array<{ custId: number; numero: number; equipo: string }> = [
      { custId: 1, numero: 11, equipo: 'Escudería Águila' },
      { custId: 2, numero: 22, equipo: 'escuderia aguila' },
      { custId: 3, numero: 33, equipo: 'Rayo MX' },
    ];
    for (const e of entered) {
      const user = await createUser(t.context);
      await t.context.knex('users').where({ id: user.id }).update({ iracingId: e.custId });
      await t.context.container.get(CHAMPIONSHIPS.EnrolUser).execute(ADMIN, { campeonatoId: season.campeonatoId, usuarioId: user.id });
      await t.context.container.get(CHAMPIONSHIPS.UpdateMyEntry).execute({ id: user.id, rol: 'user', suspendido: false }, season.campeonatoId, { numeroAuto: e.numero, equipo: e.equipo });
    }

    const res = await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`);
    expect(res.status).to.equal(200);
    const answer = res.body as StandingsAnswer;
    const teams = answer.equipos[0]!.filas;
    const gt = expectedTotals('gt');
    const roundsOf = (custIds: number[]) => [0, 1, 2].map((r) => custIds.reduce((sum, id) => sum + gt.get(id)!.rounds[r]!, 0));
    const aguila = roundsOf([1, 2]);
    const rayo = roundsOf([3]);
    // The scoring configuration drops no team rounds unless it says so: every round counts.
    expect(teams.map((row) => [row.nombre, row.tipo, row.puntos])).to.deep.equal([
      ['Escudería Águila', 'plantilla', aguila.reduce((a, b) => a + b, 0)],
      ['Rayo MX', 'plantilla', rayo.reduce((a, b) => a + b, 0)],
    ]);

    const rows = answer.grupos.flatMap((g) => g.filas) as StandingsDriverRowView[];
    const byCust = new Map(rows.map((r) => [r.piloto.custId, r]));
    expect([1, 2, 3, 4].map((id) => [byCust.get(id)!.piloto.usuario?.numeroAuto ?? null, byCust.get(id)!.equipo])).to.deep.equal([
      [11, 'Escudería Águila'],
      [22, 'Escudería Águila'],
      [33, 'Rayo MX'],
      [null, null],
    ]);

    const csv = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion.csv`)).text.replace(/^\uFEFF/, '').split('\n');
    const header = csv[0]!.split(',');
    expect(header.slice(0, 5)).to.deep.equal(['Grupo', 'Posición', 'Piloto', 'Número', 'ID de iRacing']);
    const ana = csv.find((line) => line.split(',')[4] === '1')!.split(',');
    expect([ana[3], ana[5]]).to.deep.equal(['11', 'Escudería Águila']);
  });

  it('keeps the configured rosters where the configuration lists them, and no number column without numbers', async () => {
    const season = await seedStandingsSeason(t.context);
    const user = await createUser(t.context);
    await t.context.knex('users').where({ id: user.id }).update({ iracingId: 5 });
    await t.context.container.get(CHAMPIONSHIPS.EnrolUser).execute(ADMIN, { campeonatoId: season.campeonatoId, usuarioId: user.id });
    await t.context.container.get(CHAMPIONSHIPS.UpdateMyEntry).execute({ id: user.id, rol: 'user', suspendido: false }, season.campeonatoId, { equipo: 'Equipo Propio' });
    const answer = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`)).body as StandingsAnswer;
    expect(answer.equipos[0]!.filas.map((row) => row.nombre).sort()).to.deep.equal(['Escudería Norte', 'Escudería Sur']);
    const csv = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion.csv`)).text;
    expect(csv).not.to.include('Número');
  });
});
