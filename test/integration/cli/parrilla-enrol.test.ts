import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { mexicoCityDay } from '../../../src/contracts/formats.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla, type Run } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { NEXT_YEAR, useCliSuite } from './cli-suite.js';
import { offerDemoContent } from '../../../src/demo/offer-demo-content.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { DRIVERS } from '../../../src/modules/drivers/index.js';
import { SEASONS } from '../../../src/modules/seasons/index.js';
import { SINGLE_EVENTS } from '../../../src/modules/single-events/index.js';
import { STANDINGS } from '../../../src/modules/standings/index.js';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { TRACK_RECORDS } from '../../../src/modules/track-records/index.js';
import { bearer, createChampionship } from '../championships/championship-fixtures.js';

describeEachDatabase('parrilla enrol', (kind) => {
  const { t, env } = useCliSuite(kind);

  it('enrols a user given by e-mail, which the user then sees through the API', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context, { nombre: 'Sofía', apellido: 'Luna', email: 'sofia@ejemplo.test' });
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    const run = await parrilla(['enrol', '--user', 'sofia@ejemplo.test', '--championship', c.id], env);
    expect(run.stderr).to.equal('');
    expect(run.code).to.equal(0);
    expect(run.stdout.trim()).to.equal(`Usuario inscrito correctamente en el campeonato. Sofía Luna <sofia@ejemplo.test> → campeonato ${c.id}.`);
    const check = await t.api.request.get(`/api/campeonatos/${c.id}/inscrito`).set(bearer(driver.token));
    expect(check.body).to.deep.equal({ inscrito: true });
  });

  it('enrols by id with --json, printing the enrolment', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const c = await createChampionship(t, admin.token, NEXT_YEAR);
    const run = await parrilla(['enrol', '--user', driver.id, '--championship', c.id, '--json'], env);
    expect(run.code).to.equal(0);
    const out = JSON.parse(run.stdout);
    expect(out.message).to.equal('Usuario inscrito correctamente en el campeonato.');
    expect(out.usuario.id).to.equal(driver.id);
    expect(out.inscripcion).to.include({ campeonatoId: c.id, userId: driver.id, origen: 'admin' });
  });

  it('exits 1 with the same Spanish refusals as the API: duplicate, full, unknown user', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const [a, b] = [await createUser(t.context), await createUser(t.context)];
    const c = await createChampionship(t, admin.token, { ...NEXT_YEAR, participantesMaximos: '1' });
    expect((await parrilla(['enrol', '--user', a.id, '--championship', c.id], env)).code).to.equal(0);
    const duplicate = await parrilla(['enrol', '--user', a.id, '--championship', c.id], env);
    expect(duplicate.code).to.equal(1);
    expect(duplicate.stderr.trim()).to.equal('Error: El usuario ya está inscrito en este campeonato');
    const full = await parrilla(['enrol', '--user', b.id, '--championship', c.id], env);
    expect(full.code).to.equal(1);
    expect(full.stderr.trim()).to.equal('Error: Cupos agotados: el campeonato está lleno');
    const unknown = await parrilla(['enrol', '--user', 'nadie@ejemplo.test', '--championship', c.id], env);
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr.trim()).to.equal('Error: Usuario no encontrado');
    const [{ n }] = await t.context.knex('championship_enrolments').count({ n: '*' });
    expect(Number(n)).to.equal(1);
  });

  it('exits 2 when --championship is missing', async () => {
    const run = await parrilla(['enrol', '--user', 'x@y.test'], env);
    expect(run.code).to.equal(2);
    expect(run.stderr).to.include('--championship');
  });
});

describeEachDatabase('parrilla seed --demo', (kind) => {
  let context: AppContext;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    context = await bootTestContext(kind);
    env = cliEnv(context.config.dataDir, kind);
  });
  after(() => context.close());
  // The demo content is loaded once, into an empty site, and each test reads a part of it: loading it
  // takes seconds, and what it loads is the same each time.
  describe('into an empty site', () => {
    let run: Run;
    before(async () => {
      await truncateAll(context);
      run = await parrilla(['seed', '--demo'], env);
    });

    it('fills it with five championships of every category, races with videos, sponsors with drawn logos and a full championship', async () => {
      expect(run.stderr).to.equal('');
      expect(run.code).to.equal(0);
      expect(run.stdout.trim()).to.equal(
        'Contenido de demostración cargado: 8 campeonatos (3 de la temporada pasada, cerrados con sus campeones) en 5 series, 23 carreras, 10 sponsors, 12 pilotos, 24 inscripciones, 3 eventos únicos, 10 resultados importados, 1 decisión de comisarios y 14 récords de pista.',
      );
      const championships = await context.container.get(CHAMPIONSHIPS.ListChampionships).execute();
      expect([...new Set(championships.map((c) => c.categoria))].sort()).to.deep.equal(['Deportivos', 'Fórmulas', 'IndyCar', 'Multiclase', 'Óvalos']);
      expect(championships.some((c) => c.participantesRegistrados === c.participantesMaximos)).to.equal(true);
      expect(championships.some((c) => new Date(c.fechaInicio) < new Date())).to.equal(true);
      expect(championships.flatMap((c) => c.carreras).some((r) => r.videos.length > 0)).to.equal(true);
      const sponsors = await context.knex('sponsors').select('logoUrl');
      expect(sponsors).to.have.length(10);
      const logo = await context.container.get(CHAMPIONSHIPS.GetChampionship).execute(championships[0]!.id);
      expect(logo.imagenPortada).to.match(/^\/uploads\/covers\/.+\.png$/);
    });

    it('adds free events (one full, one without a limit) and results of the last race run, published for the podium', async () => {
      expect(run.code).to.equal(0);
      const events = await context.container.get(SINGLE_EVENTS.List).execute();
      expect(events).to.have.length(3);
      expect(events.some((e) => e.participantesMaximos !== null && e.participantesRegistrados === e.participantesMaximos)).to.equal(true);
      expect(events.some((e) => e.participantesMaximos === null)).to.equal(true);

      const { classes } = await context.container.get(RESULTS.GetPodium).execute();
      expect(classes.map((group) => group.short_name).sort()).to.deep.equal(['GT3', 'GT4']);
      for (const group of classes) expect(group.winners).to.have.length(3);
      const linked = await context.knex('result_events').where({ subsessionId: 70_000_001 }).first();
      expect(await context.knex('races').where({ id: linked.carreraId }).first()).to.include({ circuito: classes[0]!.track_name });
    });

    it('adds a closed past season with its champions, and a running championship with rounds of results, standings, a decision and track records', async () => {
      expect(run.code).to.equal(0);
      const get = context.container.get.bind(context.container);
      // The hall of champions: last season's three editions, each with a driver champion per class who has a page.
      const hall = await get(SEASONS.GetHallOfChampions).execute();
      const editions = hall.series.flatMap((s) => s.ediciones);
      expect(editions.map((e) => e.nombreCampeonato).sort()).to.deep.equal(['Copa Óvalos del Bajío', 'Deportivos Noche GT', 'Fórmula Cumbres'].map((n) => `${n} ${Number(mexicoCityDay(new Date()).slice(0, 4)) - 1}`).sort());
      for (const e of editions) expect(e.campeones.filter((c) => c.tipo === 'piloto' && c.userId !== null).map((c) => c.grupo).sort()).to.deep.equal(['GT3 Demo', 'GT4 Demo']);
      expect(new Set(editions.flatMap((e) => e.campeones.map((c) => c.nombre))).size, 'each closed season has its own champions').to.equal(6);
      const champion = hall.pilotos[0]!;
      expect(champion.titulos).to.be.greaterThan(0);
      const page = await get(DRIVERS.GetDriverPage).execute(null, champion.userId!);
      expect(page.titulos.length).to.equal(champion.titulos);
      expect(page.resultados.length).to.be.greaterThan(0);
      // Every championship is this year's edition of its series; the archive lists two seasons.
      const seasons = await get(SEASONS.ListSeasons).execute();
      expect(seasons.map((s) => [s.campeonatos.length, s.campeonatos.every((c) => c.cerrada === (s !== seasons[0]))])).to.deep.equal([
        [5, true],
        [3, true],
      ]);
      // The running championship: three rounds in its standings, a stewards' decision, and track records from the results.
      const running = (await get(CHAMPIONSHIPS.ListChampionships).execute()).find((c) => c.nombreCampeonato === 'Deportivos Noche GT')!;
      const standings = await get(STANDINGS.GetStandings).execute(null, running.id, {});
      expect(standings.hastaRonda).to.equal(3);
      expect(standings.grupos.map((g) => g.filas.length)).to.deep.equal([6, 6]);
      const decisions = await get(STEWARDING.DecisionLog).execute(running.id);
      expect(decisions.decisiones.map((d) => d.sancion?.tipo)).to.deep.equal(['tiempo']);
      const records = (await get(TRACK_RECORDS.List).execute(null, {})).data;
      expect(records.length).to.be.greaterThan(0);
      expect(records.every((r) => r.user !== null)).to.equal(true);
    });

    // Last: it runs the command again on the site the others read.
    it('and refuses it once it has content, adding nothing', async () => {
      expect(run.code).to.equal(0);
      const again = await parrilla(['seed', '--demo'], env);
      expect(again.code).to.equal(1);
      expect(again.stderr.trim()).to.equal('Error: La base de datos ya tiene campeonatos o sponsors: el contenido de demostración solo se carga en un sitio vacío.');
      const [{ n }] = await context.knex('championships').count({ n: '*' });
      expect(Number(n)).to.equal(8);
    });
  });

  it('refuses to run in production', async () => {
    await truncateAll(context);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://parrilla.example', COOKIE_SECRET: 'otra-llave-para-firmar-cookies-de-40-letras' };
    const run = await parrilla(['seed', '--demo'], { ...env, ...production });
    expect(run.code).to.equal(1);
    expect(run.stderr.trim()).to.equal('Error: El contenido de demostración no se carga en producción');
    const [{ n }] = await context.knex('championships').count({ n: '*' });
    expect(Number(n)).to.equal(0);
  });
});

describe('The embedded default on first start', () => {
  it('loads the demo content into a brand-new SQLite database once, and never into one with accounts', async () => {
    const context = await bootTestContext('sqlite', { env: { NODE_ENV: 'development' } });
    try {
      expect(await offerDemoContent(context)).to.equal(true);
      expect((await context.container.get(CHAMPIONSHIPS.ListChampionships).execute()).length).to.equal(8);
      expect(await offerDemoContent(context)).to.equal(false);
      await truncateAll(context);
      await createUser(context);
      expect(await offerDemoContent(context)).to.equal(false);
      expect((await context.container.get(CHAMPIONSHIPS.ListChampionships).execute()).length).to.equal(0);
    } finally {
      await context.close();
    }
  });

  it('starts empty with DEMO_CONTENT=false', async () => {
    const context = await bootTestContext('sqlite', { env: { NODE_ENV: 'development', DEMO_CONTENT: 'false' } });
    try {
      expect(await offerDemoContent(context)).to.equal(false);
      expect((await context.container.get(CHAMPIONSHIPS.ListChampionships).execute()).length).to.equal(0);
    } finally {
      await context.close();
    }
  });
});
