import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { useTestApi } from '../championships/championship-fixtures.js';

const figures = (html: string) => Object.fromEntries([...html.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]));

/**
 * The lower third (docs/adr/0059): one driver of a championship, named as public pages name him, with
 * his number, team and season, drawn on the server on a transparent page.
 */
describeEachDatabase('The lower third overlay', function (kind) {
  const t = useTestApi(kind);

  it('draws a site driver as public pages name him, with his season in his class from the public standings', async () => {
    const season = await seedStandingsSeason(t.context);
    // The site account that holds iRacing id 1 ('Ana Pista' on iRacing) did not allow her full name.
    const ana = await createUser(t.context, { nombre: 'Ana', apellido: 'Pista', nombreCompleto: false });
    await t.context.knex('users').where({ id: ana.id }).update({ iracingId: 1 });
    const standings = (await t.api.request.get(`/api/campeonatos/${season.campeonatoId}/clasificacion`)).body as {
      grupos: Array<{ grupo: string; filas: Array<{ posicion: number; puntos: number; victorias: number; podios: number; piloto: { custId: number } }> }>;
    };
    const group = standings.grupos.find((g) => g.filas.some((f) => f.piloto.custId === 1))!;
    const line = group.filas.find((f) => f.piloto.custId === 1)!;

    const res = await t.api.request.get(`/overlay/piloto?campeonato=${season.campeonatoId}&piloto=${ana.id}&posicion=derecha`);
    expect(res.status, res.text).to.equal(200);
    expect(res.headers['cache-control']).to.equal('no-store');
    const html = res.text;
    expect(html).to.match(/^<!doctype html><html lang="es-MX" class="tema-oscuro">/);
    expect(html).to.contain('background:transparent').and.contain('data-overlay="piloto"').and.contain('class="pos-derecha anima"');
    expect(html).to.contain('<h1 class="nombre">Ana P.</h1>').and.not.contain('Pista<');
    expect(html).to.contain(group.grupo).and.contain(season.nombre);
    expect(html).to.not.match(/<main[^>]* hidden/);
    expect(figures(html)).to.deep.equal({ Posición: `${line.posicion}.º`, Puntos: String(line.puntos), Victorias: String(line.victorias), Podios: String(line.podios) });

    // The same driver by his iRacing id; the fragment is only the panel's inside.
    const byIracing = await t.api.request.get(`/overlay/piloto?campeonato=${season.campeonatoId}&piloto=1&fragmento=1&animaciones=no`);
    expect(byIracing.text).to.match(/^<div class="tercio" data-clave="[^"]+">/);
    expect(byIracing.text).to.contain('Ana P.');
  });

  it('draws an entered driver with no result yet with his number, and keeps the panel out of the frame when nobody is chosen', async () => {
    const season = await seedStandingsSeason(t.context, { rounds: 1 });
    const beto = await createUser(t.context, { nombre: 'Beto', apellido: 'Recta', nombreCompleto: false });
    await t.context.knex('championship_enrolments').insert({ id: 'ins-beto', campeonatoId: season.campeonatoId, userId: beto.id, origen: 'admin', createdAt: new Date().toISOString() });
    await t.context.knex('championship_car_numbers').insert({ id: 'num-beto', campeonatoId: season.campeonatoId, userId: beto.id, numero: 33, reservado: false, createdAt: new Date().toISOString() });
    const entered = await t.api.request.get(`/overlay/piloto?campeonato=${season.campeonatoId}&piloto=${beto.id}&fragmento=1`);
    expect(entered.status, entered.text).to.equal(200);
    expect(entered.text).to.contain('Beto R.').and.contain('#33').and.contain('Sin resultados todavía').and.not.contain('<dl');

    const nobody = await t.api.request.get(`/overlay/piloto?campeonato=${season.campeonatoId}`);
    expect(nobody.status).to.equal(200);
    expect(nobody.text).to.match(/<main id="overlay" class="panel" aria-live="polite" hidden><\/main>/);
  });

  it('refuses a driver who does not race in the championship, and an unknown championship, in Spanish', async () => {
    const season = await seedStandingsSeason(t.context, { rounds: 1 });
    const stranger = await createUser(t.context);
    const refused = await t.api.request.get(`/overlay/piloto?campeonato=${season.campeonatoId}&piloto=${stranger.id}`);
    expect(refused.status).to.equal(404);
    expect(refused.body.message).to.equal('Ese piloto no corre en este campeonato');
    const missing = await t.api.request.get(`/overlay/piloto?campeonato=no-existe&piloto=${stranger.id}`);
    expect(missing.status).to.equal(404);
    expect(missing.body.message).to.equal('Campeonato no encontrado');
  });
});
