import { expect } from 'chai';
import type { PhaseResultsAnswer } from '../../../src/contracts/results.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { rowsReadDuring } from '../../support/rows-read.js';
import { seedStandingsSeason } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

const names = (html: string) => [...html.matchAll(/<span class="nombre">([^<]*)/g)].map((m) => m[1]!.trim());

/** The last race's results overlay (docs/adr/0058): the public classification of the latest race with results. */
describeEachDatabase('The last race’s results overlay', function (kind) {
  const t = useTestApi(kind);

  it('draws the race phase of the latest race as the public results show it, final once the protest window closed', async () => {
    const season = await seedStandingsSeason(t.context);
    const res = await t.api.request.get(`/overlay/resultados?campeonato=${season.campeonatoId}&filas=5&columnas=numero,clase,diferencia`);
    expect(res.status).to.equal(200);
    expect(res.text).to.contain('Ronda 3 · Autódromo de Querétaro').and.contain('Vuelta rápida:');
    expect(res.text).to.not.contain('Provisional');
    const { events } = (await t.api.request.get('/api/events/list')).body as { events: Array<{ id: string; subsession_id: number }> };
    const third = events.find((e) => e.subsession_id === season.subsessions[2]);
    expect(third).to.not.equal(undefined);
    const phase = (await t.api.request.get(`/api/events/${third!.id}/phase-results/RACE`)).body as PhaseResultsAnswer;
    expect(names(res.text)).to.deep.equal(phase.results.slice(0, 5).map((r) => r.nombreEquipo ?? r.nombrePiloto));
  });

  it('shows beside a driver the penalty the stewards applied to him in that race, and only there', async () => {
    const season = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const carla = await createUser(t.context, { nombre: 'Carla', apellido: 'Recta' });
    await t.context.knex('users').where({ id: carla.id }).update({ iracingId: 3 });
    await t.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(admin.token)).send({ campeonatoId: season.campeonatoId, usuarioId: carla.id }).expect(201);
    const url = `/overlay/resultados?campeonato=${season.campeonatoId}&filas=20&fragmento=1`;
    expect((await t.api.request.get(url)).text).to.not.contain('class="sancion"');
    const penalise = (carrera: string, sancion: object) =>
      t.api.request.post('/api/reportes/sanciones').set(bearer(admin.token)).send({ campeonato: season.campeonatoId, carrera, piloto: carla.id, explicacion: 'Rebasó con bandera amarilla.', sancion }).expect(201);
    await penalise(season.raceIds[2]!, { tipo: 'tiempo', segundos: 5 });
    // Another race's penalty is not this one's.
    await penalise(season.raceIds[1]!, { tipo: 'posiciones', posiciones: 2 });
    const res = await t.api.request.get(url);
    const rows = [...res.text.matchAll(/<li class="fila"[^>]*>(.*?)<\/li>/g)].map((m) => m[1]!);
    const penalised = rows.filter((r) => r.includes('class="sancion"'));
    expect(penalised).to.have.length(1);
    expect(penalised[0]).to.contain('Carla Recta').and.contain('title="Penalización de tiempo: 5 segundos"').and.contain('>+5 s</span>');
    expect(res.text).to.not.contain('pos.</span>');
  });

  it('chooses the race the whole published list filtered to the championship chose, reading only that championship’s events', async () => {
    const season = await seedStandingsSeason(t.context);
    // Forty later events of no race or of another championship's race, and the fourth round's, not yet public.
    const later = (i: number) => new Date(Date.UTC(2026, 5, 1, i)).toISOString();
    await t.context.knex('result_events').insert([
      ...Array.from({ length: 40 }, (_, i) => ({ id: `ajeno-${i}`, subsessionId: 95000000 + i, sessionName: `Ajeno ${i}`, trackName: 'Pista Ajena', startTime: later(i), publishedAt: later(i), importedAt: later(i), ...(i % 2 ? { carreraId: `otra-carrera-${i}`, sesion: 1 } : {}) })),
      { id: 'ronda-4', subsessionId: 95000100, sessionName: 'Ronda 4', trackName: 'Pista Cuatro', startTime: later(50), publishedAt: '2099-01-01T00:00:00.000Z', importedAt: later(50), carreraId: season.raceIds[3], sesion: 1 },
    ]);
    const rounds = new Map(season.raceIds.map((id, i) => [id, i + 1]));
    // The old rule: every event a visitor sees, kept when it is one of the championship's races, the latest round first.
    const oldRule = async () => {
      const seen: Array<{ carreraId: string | null }> = [];
      let url: string | null = '/api/events/list?limite=100';
      while (url) {
        const page = (await t.api.request.get(url)).body as { events: Array<{ carreraId: string | null }>; siguiente: string | null };
        seen.push(...page.events);
        url = page.siguiente ? `/api/events/list?limite=100&desde=${page.siguiente}` : null;
      }
      return Math.max(...seen.filter((e) => e.carreraId && rounds.has(e.carreraId)).map((e) => rounds.get(e.carreraId!)!));
    };
    const overlay = () => t.api.request.get(`/overlay/resultados?campeonato=${season.campeonatoId}&filas=5&fragmento=1`);

    let res: Awaited<ReturnType<typeof overlay>> | undefined;
    const read = await rowsReadDuring(t.context.knex, 'result_events', async () => {
      res = await overlay();
    });
    expect(await oldRule()).to.equal(3);
    expect(res!.text).to.contain('Ronda 3 · Autódromo de Querétaro');
    expect(names(res!.text)).to.have.length(5);
    // Its three events and the chosen one's header: none of the forty others.
    expect(read.rows, read.statements.join('\n')).to.be.at.most(4);

    await t.context.knex('result_events').where({ id: 'ronda-4' }).update({ publishedAt: later(50) });
    expect(await oldRule()).to.equal(4);
    expect((await overlay()).text).to.match(/Ronda 4 · /);
  });

  it('says Provisional while reports about the race may still be filed', async () => {
    const season = await seedStandingsSeason(t.context);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    await t.context.knex('races').where({ id: season.raceIds[2] }).update({ fechaInicio: today, horaInicio: '00:00' });
    const res = await t.api.request.get(`/overlay/resultados?campeonato=${season.campeonatoId}&fragmento=1`);
    expect(res.status).to.equal(200);
    expect(res.text).to.contain('<span class="etiqueta">Provisional</span>');
  });
});
