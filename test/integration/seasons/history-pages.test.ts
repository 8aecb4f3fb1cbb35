import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { HALL_DRIVERS_PAGE, HALL_EDITIONS_PAGE, SEASON_ARCHIVE_PAGE } from '../../../src/contracts/seasons.contract.js';
import type { HallOfChampionsView, SeasonArchiveView } from '../../../src/contracts/seasons.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';

/** Copa Fórmulas every season from 2014 to 2025, GT every other one; every Copa season closed but 2020 and 2025. */
const COPA = Array.from({ length: 12 }, (_, i) => 2014 + i);
const GT = COPA.filter((y) => y % 2 === 1);
const OPEN = [2020, 2025];

describeEachDatabase('The archive and the hall of champions by pages', (kind) => {
  const t = useTestApi(kind);
  let copaId = '';
  let gtId = '';

  beforeEach(async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const as = <R extends { set: (h: Record<string, string>) => R }>(req: R) => req.set(bearer(admin.token));
    const copa = await as(t.api.request.post('/api/series')).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    const gt = await as(t.api.request.post('/api/series')).field('nombre', 'GT Nocturno').field('categoria', 'GT').expect(201);
    [copaId, gtId] = [copa.body.data.id, gt.body.data.id];
    for (const [serieId, nombre, years] of [[copaId, 'Copa Fórmulas', COPA], [gtId, 'GT Nocturno', GT]] as const) {
      for (const year of years) {
        const c = await createChampionship(t, admin.token, { nombreCampeonato: `${nombre} ${year}` });
        await as(t.api.request.put(`/api/series/ediciones/${c.id}`)).send({ serieId, temporada: year }).expect(200);
        if (serieId === gtId || OPEN.includes(year)) continue;
        // Closed as the closing stores it (the closing itself: closing.test.ts).
        await t.context.knex('season_closures').insert({ campeonatoId: c.id, tabla: JSON.stringify({ campeonatoId: c.id, rondas: [], hastaRonda: 1, grupos: [], equipos: [] }), cerradaEn: `${year}-12-01T00:00:00.000Z`, cerradaPor: admin.id });
        await t.context.knex('season_podiums').insert([1, 2, 3].map((posicion) => ({ id: randomUUID(), campeonatoId: c.id, tipo: 'piloto', clave: 'g:Pro', grupo: 'Pro', posicion, nombre: `Piloto ${posicion}.º ${year}`, userId: null, custId: 1000 + year * 10 + posicion, puntos: 100 - posicion })));
      }
    }
  });

  it('the archive answers the newest seasons, then older ones from the season "siguiente" names; sizes beyond the most and places no page gave are refused', async () => {
    const newestFirst = [...COPA].reverse();
    const first = await t.api.request.get('/api/temporadas').expect(200);
    expect(first.body.data.map((s: SeasonArchiveView) => s.temporada)).to.deep.equal(newestFirst.slice(0, SEASON_ARCHIVE_PAGE.size));
    expect(first.body.data[0].campeonatos.map((c: SeasonArchiveView['campeonatos'][number]) => [c.serie.nombre, c.nombreCampeonato, c.cerrada])).to.deep.equal([
      ['Copa Fórmulas', 'Copa Fórmulas 2025', false],
      ['GT Nocturno', 'GT Nocturno 2025', false],
    ]);
    expect(first.body.siguiente).to.equal(newestFirst[SEASON_ARCHIVE_PAGE.size]);
    const second = await t.api.request.get(`/api/temporadas?desde=${first.body.siguiente}`).expect(200);
    expect(second.body.data[0].campeonatos.map((c: { nombreCampeonato: string; campeones: Array<{ nombre: string }> }) => [c.nombreCampeonato, c.campeones.map((p) => p.nombre)])).to.deep.equal([
      ['Copa Fórmulas 2022', ['Piloto 1.º 2022']],
    ]);
    for (const limite of [1, 5, SEASON_ARCHIVE_PAGE.maxSize]) {
      const seen: number[] = [];
      let desde = '';
      for (;;) {
        const res = await t.api.request.get(`/api/temporadas?limite=${limite}&desde=${desde}`).expect(200);
        expect(res.body.data.length).to.be.at.most(limite);
        seen.push(...res.body.data.map((s: SeasonArchiveView) => s.temporada));
        if (res.body.siguiente === null) break;
        desde = String(res.body.siguiente);
      }
      expect(seen, `limite ${limite}`).to.deep.equal(newestFirst);
    }
    const tooMany = await t.api.request.get(`/api/temporadas?limite=${SEASON_ARCHIVE_PAGE.maxSize + 1}`);
    expect([tooMany.status, tooMany.body.code, tooMany.body.errors?.limite]).to.deep.equal([400, 'VALIDATION_ERROR', 'Se muestran de 1 a 10 temporadas por página']);
    const lost = await t.api.request.get('/api/temporadas?desde=ayer');
    expect([lost.status, lost.body.errors?.desde]).to.deep.equal([400, 'La página pedida no es válida: vuelve al inicio de la lista']);
    // One season is still the whole season.
    expect((await t.api.request.get('/api/temporadas/2019').expect(200)).body.data[0].campeonatos).to.have.length(2);
  });

  it("the hall answers each series' newest closed editions and where the next page starts; a series' older ones by pages; refusals in Spanish", async () => {
    const closed = COPA.filter((y) => !OPEN.includes(y)).reverse();
    const hall = (await t.api.request.get('/api/campeones').expect(200)).body.data as HallOfChampionsView;
    // GT Nocturno has no closed season: not shown.
    expect(hall.series.map((s) => [s.nombre, s.ediciones.map((e) => e.temporada), s.siguiente])).to.deep.equal([
      ['Copa Fórmulas', closed.slice(0, HALL_EDITIONS_PAGE.size), closed[HALL_EDITIONS_PAGE.size]],
    ]);
    expect(hall.series[0]!.ediciones[0]!.campeones.map((c) => c.nombre)).to.deep.equal([`Piloto 1.º ${closed[0]}`]);
    const next = await t.api.request.get(`/api/campeones/series/${copaId}?desde=${hall.series[0]!.siguiente}`).expect(200);
    expect(next.body.data.map((e: { temporada: number; nombreCampeonato: string; tablaFinal: string }) => [e.temporada, e.nombreCampeonato])).to.deep.equal(
      closed.slice(HALL_EDITIONS_PAGE.size, HALL_EDITIONS_PAGE.size * 2).map((y) => [y, `Copa Fórmulas ${y}`]),
    );
    for (const limite of [1, 3, HALL_EDITIONS_PAGE.maxSize]) {
      const seen: number[] = [];
      let desde = '';
      for (;;) {
        const res = await t.api.request.get(`/api/campeones/series/${copaId}?limite=${limite}&desde=${desde}`).expect(200);
        expect(res.body.data.length).to.be.at.most(limite);
        seen.push(...res.body.data.map((e: { temporada: number }) => e.temporada));
        if (res.body.siguiente === null) break;
        desde = String(res.body.siguiente);
      }
      expect(seen, `limite ${limite}`).to.deep.equal(closed);
    }
    expect((await t.api.request.get(`/api/campeones/series/${gtId}`).expect(200)).body).to.deep.equal({ data: [], siguiente: null });
    const tooMany = await t.api.request.get(`/api/campeones/series/${copaId}?limite=${HALL_EDITIONS_PAGE.maxSize + 1}`);
    expect([tooMany.status, tooMany.body.errors?.limite]).to.deep.equal([400, 'Se muestran de 1 a 20 temporadas por página']);
    const lost = await t.api.request.get(`/api/campeones/series/${copaId}?desde=1800`);
    expect([lost.status, lost.body.errors?.desde]).to.deep.equal([400, 'La página pedida no es válida: vuelve al inicio de la lista']);
    const unknown = await t.api.request.get('/api/campeones/series/no-existe');
    expect([unknown.status, unknown.body.code]).to.deep.equal([404, 'SERIES_NOT_FOUND']);

    // The drivers' ranking: 30 drivers on a podium (three a closed season), the first 20 in the hall, the rest by position.
    expect([hall.pilotos.length, hall.pilotosSiguiente]).to.deep.equal([HALL_DRIVERS_PAGE.size, HALL_DRIVERS_PAGE.size]);
    // Ten champions of one title each, by name.
    expect(hall.pilotos.slice(0, 2).map((p) => [p.nombre, p.titulos])).to.deep.equal([
      ['Piloto 1.º 2014', 1],
      ['Piloto 1.º 2015', 1],
    ]);
    const rest = await t.api.request.get(`/api/campeones/pilotos?desde=${hall.pilotosSiguiente}`).expect(200);
    expect([rest.body.data.length, rest.body.siguiente]).to.deep.equal([closed.length * 3 - HALL_DRIVERS_PAGE.size, null]);
    const names = [...hall.pilotos, ...rest.body.data].map((p: { nombre: string }) => p.nombre);
    expect(new Set(names).size).to.equal(closed.length * 3);
    const tooManyDrivers = await t.api.request.get(`/api/campeones/pilotos?limite=${HALL_DRIVERS_PAGE.maxSize + 1}`);
    expect([tooManyDrivers.status, tooManyDrivers.body.errors?.limite]).to.deep.equal([400, 'Se muestran de 1 a 50 pilotos por página']);
  });
});
