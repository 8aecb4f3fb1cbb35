import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { HallOfChampionsView } from '../../../src/contracts/seasons.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, useTestApi } from '../championships/championship-fixtures.js';

describeEachDatabase('The hall of champions', (kind) => {
  const t = useTestApi(kind);

  it('answers per series every closed edition with its champions and photos, and per driver his titles and podiums', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Pista' });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Curva' });
    await t.context.knex('users').where({ id: ana.id }).update({ imagenPerfil: '/uploads/perfiles/ana.png' });
    const as = (req: ReturnType<typeof t.api.request.get>) => req.set(bearer(admin.token));

    const empty = await t.api.request.get('/api/campeones');
    expect([empty.status, empty.body.data]).to.deep.equal([200, { series: [], pilotos: [], pilotosSiguiente: null }]);

    const f26 = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Fórmulas 2026' });
    const f27 = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Fórmulas 2027' });
    const f28 = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Fórmulas 2028' });
    const serie = await as(t.api.request.post('/api/series')).field('nombre', 'Copa Fórmulas').field('categoria', 'Fórmulas').expect(201);
    for (const [id, temporada] of [[f26.id, 2026], [f27.id, 2027], [f28.id, 2028]] as const) {
      await as(t.api.request.put(`/api/series/ediciones/${id}`)).send({ serieId: serie.body.data.id, temporada }).expect(200);
    }

    // Two seasons closed as the closing stores them (the closing itself: closing.test.ts); 2028 still runs.
    const close = async (campeonatoId: string, podium: Array<[string, number, string, string | null, number | null]>) => {
      await t.context.knex('season_closures').insert({ campeonatoId, tabla: JSON.stringify({ campeonatoId, rondas: [], hastaRonda: 1, grupos: [], equipos: [] }), cerradaEn: '2027-12-01T00:00:00.000Z', cerradaPor: admin.id });
      await t.context.knex('season_podiums').insert(
        podium.map(([tipo, posicion, nombre, userId, custId]) => ({ id: randomUUID(), campeonatoId, tipo, clave: tipo === 'equipo' ? 'equipos' : 'g:Pro', grupo: tipo === 'equipo' ? 'Equipos' : 'Pro', posicion, nombre, userId, custId, puntos: 100 - posicion })),
      );
    };
    await close(f26.id, [
      ['piloto', 1, 'Ana Pista', ana.id, 101],
      ['piloto', 2, 'Beto Curva', beto.id, 102],
      ['piloto', 3, 'Carla Recta', null, 103],
      ['equipo', 1, 'Escudería Norte', null, null],
    ]);
    const read = async () => (await t.api.request.get('/api/campeones').expect(200)).body.data as HallOfChampionsView;
    expect((await read()).series.map((s) => s.ediciones.length)).to.deep.equal([1]);
    // The answer is kept; closing another season makes it fresh.
    await close(f27.id, [
      ['piloto', 1, 'Beto Curva', beto.id, 102],
      ['piloto', 2, 'Carla Recta', null, 103],
      ['piloto', 3, 'Ana Pista', ana.id, 101],
    ]);

    const hall = await read();
    expect(hall.series.map((s) => s.nombre)).to.deep.equal(['Copa Fórmulas']);
    expect(hall.series[0]!.ediciones.map((e) => [e.temporada, e.nombreCampeonato, e.tablaFinal, e.campeones.map((c) => [c.tipo, c.nombre, c.userId, c.avatarUrl])])).to.deep.equal([
      [2027, 'Copa Fórmulas 2027', `/campeonatos/${f27.id}/clasificacion`, [['piloto', 'Beto Curva', beto.id, null]]],
      [
        2026,
        'Copa Fórmulas 2026',
        `/campeonatos/${f26.id}/clasificacion`,
        [
          ['piloto', 'Ana Pista', ana.id, '/uploads/perfiles/ana.png'],
          ['equipo', 'Escudería Norte', null, null],
        ],
      ],
    ]);
    // Ana: one title and a third place; Beto: one title and a second place; Carla: no title.
    expect(hall.pilotos.map((p) => [p.nombre, p.userId, p.titulos, p.segundos, p.terceros, p.podios])).to.deep.equal([
      ['Beto Curva', beto.id, 1, 1, 0, 2],
      ['Ana Pista', ana.id, 1, 0, 1, 2],
      ['Carla Recta', null, 0, 1, 1, 2],
    ]);
    expect(hall.pilotos[1]!.campeonatos).to.deep.equal([{ serie: 'Copa Fórmulas', temporada: 2026, campeonatoId: f26.id, grupo: 'Pro' }]);
    // Once Beto withdraws his full name (the privacy notice's voluntary purpose), the hall names him 'Beto C.'.
    await t.api.request.put('/api/privacidad/mis-preferencias').set({ Authorization: `Bearer ${beto.token}` }).send({ nombreCompleto: false }).expect(200);
    const withdrawn = await read();
    expect(withdrawn.series[0]!.ediciones[0]!.campeones.map((c) => c.nombre)).to.deep.equal(['Beto C.']);
    expect(withdrawn.pilotos.map((p) => p.nombre)).to.deep.equal(['Beto C.', 'Ana Pista', 'Carla Recta']);
    // The driver page shows the titles too.
    expect((await t.api.request.get(`/api/pilotos/${ana.id}`).expect(200)).body.titulos).to.deep.equal([{ serie: 'Copa Fórmulas', temporada: 2026, campeonatoId: f26.id, grupo: 'Pro' }]);
  });
});
