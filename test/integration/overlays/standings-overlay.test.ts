import { expect } from 'chai';
import type { StandingsAnswer } from '../../../src/contracts/standings.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { EventStreamClient } from '../../support/event-stream.js';
import { createUser } from '../../support/http.js';
import { roundExport, SEASON_ORDERS, seedStandingsSeason } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

const names = (html: string) => [...html.matchAll(/<span class="nombre">([^<]*)<\/span>/g)].map((m) => m[1]);

/**
 * The standings overlay (docs/adr/0058): a page whose first paint is the public standings, drawn on
 * the server, and whose panel an update fetches again when the event stream says data changed.
 */
describeEachDatabase('The standings overlay', function (kind) {
  const t = useTestApi(kind);
  const streams: EventStreamClient[] = [];
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  const baseUrl = () => {
    const address = t.api.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  const publicStandings = async (id: string) => (await t.api.request.get(`/api/campeonatos/${id}/clasificacion`)).body as StandingsAnswer;
  const publicNames = (answer: StandingsAnswer, group: number, n: number) =>
    answer.grupos[group]!.filas.slice(0, n).map((f) => (f.piloto.usuario ? `${f.piloto.usuario.nombre} ${f.piloto.usuario.apellido}` : f.piloto.nombreIracing));

  it('is a whole page with the top rows of the public standings drawn, transparent, loading the overlay’s own script', async () => {
    const season = await seedStandingsSeason(t.context);
    const res = await t.api.request.get(`/overlay/clasificacion?campeonato=${season.campeonatoId}&filas=3&columnas=numero,equipo,puntos&tema=claro&posicion=derecha`);
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.match(/^text\/html/);
    expect(res.headers['cache-control']).to.equal('no-store');
    const html = res.text;
    expect(html).to.match(/^<!doctype html><html lang="es-MX" class="tema-claro">/);
    expect(html).to.contain('background:transparent');
    expect(html).to.contain('<script src="/overlay/overlay.js" defer></script>');
    expect(html).to.contain(`data-version="${res.headers['x-overlay-version']}"`);
    expect(html).to.contain('class="pos-derecha anima"');
    expect(html).to.contain(season.nombre).and.contain('tras la ronda 3');
    expect(names(html)).to.deep.equal(publicNames(await publicStandings(season.campeonatoId), 0, 3));
    expect(html).to.match(/class="cambio (sube|baja)"/);
    expect(html).to.not.match(/cargando/i);
    expect(html).to.not.contain('id="root"');
  });

  it('shows the class asked, and only the panel’s inside as a fragment', async () => {
    const season = await seedStandingsSeason(t.context);
    const answer = await publicStandings(season.campeonatoId);
    const other = answer.grupos[1]!;
    const res = await t.api.request.get(`/overlay/clasificacion?campeonato=${season.campeonatoId}&clase=${encodeURIComponent(other.clave)}&fragmento=1&animaciones=no`);
    expect(res.status).to.equal(200);
    expect(res.text).to.match(/^<header class="cabecera">/);
    expect(res.text).to.contain(other.grupo);
    expect(names(res.text)).to.deep.equal(publicNames(answer, 1, 10));
  });

  it('refuses options it cannot use and an unknown championship, in Spanish', async () => {
    const bad = await t.api.request.get('/overlay/clasificacion?campeonato=x&filas=100&tema=rosa');
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.equal('Las opciones del overlay no son válidas');
    expect(Object.keys(bad.body.errors)).to.have.members(['filas', 'tema']);
    const missing = await t.api.request.get('/overlay/clasificacion?campeonato=no-existe');
    expect(missing.status).to.equal(404);
    expect(missing.body.message).to.equal('Campeonato no encontrado');
  });

  it('an open overlay hears a results import, and its panel fetched again shows the new standings', async function () {
    this.timeout(20_000);
    const season = await seedStandingsSeason(t.context, { rounds: 2 });
    const admin = await createUser(t.context, { rol: 'admin' });
    const url = `/overlay/clasificacion?campeonato=${season.campeonatoId}&filas=6`;
    const first = await t.api.request.get(url);
    expect(first.text).to.contain('tras la ronda 2');
    const stream = await EventStreamClient.open(baseUrl(), '/api/overlay/eventos');
    streams.push(stream);
    await stream.waitFor('hola');
    const imported = await t.api.request
      .post('/api/events/import-file')
      .set(bearer(admin.token))
      .field('carreraId', season.raceIds[2]!)
      .field('sesion', '1')
      .attach('eventfile', roundExport(3, SEASON_ORDERS[2]!), 'ronda3.json');
    expect(imported.status, JSON.stringify(imported.body)).to.equal(201);
    await stream.waitFor('datos', 1, 2_000);
    const after = await t.api.request.get(`${url}&fragmento=1`);
    expect(after.headers['x-overlay-version']).to.not.equal(first.headers['x-overlay-version']);
    expect(after.text).to.contain('tras la ronda 3');
    expect(names(after.text)).to.deep.equal(publicNames(await publicStandings(season.campeonatoId), 0, 6));
  });
});
