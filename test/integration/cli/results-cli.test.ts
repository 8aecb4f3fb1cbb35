import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser, startTestHttp, type TestHttp } from '../../support/http.js';
import { createRace } from '../championships/championship-fixtures.js';
import { FIXTURES_DIR, inventedExport, isNotAResultFixture, needFixtures, rawFixture, resultFixtureNames, row } from '../../support/iracing-exports.js';

const small = (subsessionId: number, name: string) =>
  inventedExport({
    subsession_id: subsessionId,
    session_name: name,
    session_results: [
      {
        simsession_number: 0,
        simsession_type: 6,
        simsession_name: 'RACE',
        results: [
          row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 1, best_lap_time: 900_0000, starting_position: 1 }),
          row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 9, incidents: 3, starting_position: 0 }),
        ],
      },
    ],
  });

describeEachDatabase('parrilla import and results', (kind) => {
  let context: AppContext;
  let api: TestHttp;
  let env: NodeJS.ProcessEnv;
  let folder: string;

  before(async () => {
    context = await bootTestContext(kind);
    api = await startTestHttp(context);
    env = cliEnv(context.config.dataDir, kind);
  });
  after(async () => {
    await api.close();
    await context.close();
  });
  beforeEach(async () => {
    await truncateAll(context);
    folder = mkdtempSync(path.join(tmpdir(), 'parrilla-import-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('imports a folder, goes on past bad files, reports each failure and exits 1', async () => {
    writeFileSync(path.join(folder, 'a.json'), JSON.stringify(small(92000001, 'Copa A')));
    writeFileSync(path.join(folder, 'b.json'), '{"name": "otra-app"}');
    writeFileSync(path.join(folder, 'c.json'), JSON.stringify(small(92000002, 'Copa C')));
    writeFileSync(path.join(folder, 'notas.txt'), 'no es un resultado');
    const run = await parrilla(['import', folder, path.join(folder, 'falta.json')], env);
    expect(run.code).to.equal(1);
    expect(run.stdout).to.include(`✓ ${path.join(folder, 'a.json')}: 92000001 Copa A`);
    expect(run.stdout).to.include(`✗ ${path.join(folder, 'b.json')}: El archivo no es un resultado de iRacing: le falta subsession_id`);
    expect(run.stdout).to.include(`✗ ${path.join(folder, 'falta.json')}: No existe el archivo o la carpeta`);
    expect(run.stdout).to.include('Importados: 2, reemplazados: 0, con error: 2');
    expect(run.stderr).to.include('Error: 2 archivos no se importaron');
    const rows = await context.knex('result_events').select('subsessionId').orderBy('subsessionId');
    expect(rows.map((r) => Number(r.subsessionId))).to.deep.equal([92000001, 92000002]);
  });

  it('import --json reports replaced events and links them to a race; exit 0 when all went in', async () => {
    const file = path.join(folder, 'a.json');
    writeFileSync(file, JSON.stringify(small(92000001, 'Copa A')));
    expect((await parrilla(['import', file], env)).code).to.equal(0);
    const admin = await createUser(context, { rol: 'admin' });
    const carreraId = await createRace({ context, api }, admin.token);
    const run = await parrilla(['import', file, '--carrera', carreraId, '--json'], env);
    expect(run.code).to.equal(0);
    expect(JSON.parse(run.stdout)).to.deep.equal({ imported: [], replaced: [{ file, subsession_id: 92000001, session_name: 'Copa A' }], failed: [] });
    expect((await context.knex('result_events').first()).carreraId).to.equal(carreraId);
    expect(Number((await context.knex('result_events').count({ n: '*' }))[0].n)).to.equal(1);
  });

  it('import --carrera --sesion stores the session, list shows it; a bad or taken session is refused in Spanish with nothing stored', async function () {
    this.timeout(120_000); // six runs of the command, each starting the whole application
    const admin = await createUser(context, { rol: 'admin' });
    const carreraId = await createRace({ context, api }, admin.token);
    const a = path.join(folder, 'a.json');
    const b = path.join(folder, 'b.json');
    writeFileSync(a, JSON.stringify(small(92000001, 'Copa A')));
    writeFileSync(b, JSON.stringify(small(92000002, 'Copa B')));

    for (const [args, message] of [
      [['--carrera', carreraId, '--sesion', '4'], 'La sesión debe ser 1, 2 o 3'],
      [['--carrera', carreraId, '--sesion', 'dos'], 'La sesión debe ser 1, 2 o 3'],
      [['--sesion', '2'], 'Indica la carrera a la que pertenece la sesión'],
    ] as const) {
      const bad = await parrilla(['import', a, ...args], env);
      expect(bad.code, args.join(' ')).to.equal(2);
      expect(bad.stderr).to.include(message);
    }
    expect(Number((await context.knex('result_events').count({ n: '*' }))[0].n)).to.equal(0);

    expect((await parrilla(['import', a, '--carrera', carreraId, '--sesion', '2'], env)).code).to.equal(0);
    const row = await context.knex('result_events').where({ subsessionId: 92000001 }).first();
    expect({ carreraId: row.carreraId, sesion: Number(row.sesion) }).to.deep.equal({ carreraId, sesion: 2 });

    const taken = await parrilla(['import', b, '--carrera', carreraId, '--sesion', '2'], env);
    expect(taken.code).to.equal(1);
    expect(taken.stdout).to.include(`✗ ${b}: La sesión 2 de esa carrera ya tiene resultados: el evento 92000001 («Copa A»)`);
    expect(Number((await context.knex('result_events').count({ n: '*' }))[0].n)).to.equal(1);

    const list = await parrilla(['results', 'list'], env);
    expect(list.stdout).to.match(/sesión/);
    expect(list.stdout).to.include(`2 (carrera ${carreraId})`);
  });

  it('imports the whole folder of real exports with one command, refusing only the files that are not results (lap charts, data API answers)', async function () {
    needFixtures(this);
    const run = await parrilla(['import', FIXTURES_DIR, '--json'], env);
    const summary = JSON.parse(run.stdout);
    expect(summary.imported.map((r: { subsession_id: number }) => r.subsession_id)).to.have.members(resultFixtureNames().map((n) => rawFixture(n).subsession_id));
    const notResults = readdirSync(FIXTURES_DIR).filter((f) => f.endsWith('.json') && isNotAResultFixture(f));
    expect(notResults).to.include.members(['lap-chart-chunk-0.json', 'lap-chart-info.json', 'data-league-seasons.json']);
    expect(summary.failed.map((f: { file: string }) => path.basename(f.file)).sort()).to.deep.equal(notResults.sort());
    expect(run.code).to.equal(1);
  });

  it('results show --json prints exactly what each HTTP call answers', async () => {
    const file = path.join(folder, 'a.json');
    writeFileSync(file, JSON.stringify(small(92000001, 'Copa A')));
    await parrilla(['import', file], env);
    const admin = await createUser(context, { rol: 'admin' });
    const pairs: [string[], string][] = [
      [[], '/api/events/92000001/phase-results/RACE'],
      [['--analysis', 'bestlaps'], '/api/events/92000001/bestlaps'],
      [['--analysis', 'hardchargers'], '/api/events/92000001/hardchargers'],
      [['--analysis', 'incident-ranking'], '/api/events/92000001/incident-ranking'],
      [['--analysis', 'driver-performance', '--driver', '2'], '/api/events/92000001/drivers/2/performance'],
      [['--analysis', 'class-standings', '--class', '10'], '/api/events/92000001/standings/class/10'],
      [['--analysis', 'rating-changes', '--sort-by', 'cpi_change'], '/api/events/92000001/rating-changes?sortBy=cpi_change'],
    ];
    for (const [args, url] of pairs) {
      const run = await parrilla(['results', 'show', '92000001', ...args, '--json'], env);
      expect(run.code, args.join(' ')).to.equal(0);
      const http = await api.request.get(url).set('Authorization', `Bearer ${admin.token}`);
      expect(JSON.parse(run.stdout), url).to.deep.equal(http.body);
    }
    const table = await parrilla(['results', 'show', '92000001'], env);
    expect(table.stdout).to.include('Fase: Carrera').and.include('Ana Pista').and.include('15:00.000');
    const list = await parrilla(['results', 'list', '--json'], env);
    const http = await api.request.get('/api/events/list').set('Authorization', `Bearer ${admin.token}`);
    expect(JSON.parse(list.stdout).events.map((e: { id: string }) => e.id)).to.deep.equal(http.body.events.map((e: { id: string }) => e.id));
  });

  it('results list shows the Mexico City day of an event that started at 20:00 there (02:00 UTC the next day)', async () => {
    const file = path.join(folder, 'noche.json');
    writeFileSync(file, JSON.stringify({ ...small(92000003, 'Copa Nocturna'), start_time: '2026-03-15T02:00:00Z', end_time: '2026-03-15T03:00:00Z' }));
    expect((await parrilla(['import', file], env)).code).to.equal(0);
    const run = await parrilla(['results', 'list'], env);
    expect(run.code).to.equal(0);
    const row = run.stdout.split('\n').find((line) => line.includes('Copa Nocturna'));
    const cells = row?.split('│').slice(1, -1).map((cell) => cell.trim());
    expect(cells?.slice(0, 2)).to.deep.equal(['92000003', '14/03/2026']);
  });

  it('results list prints a page at a time (30 unless --limite says, up to 100) with the next page\'s place, as GET /api/events/list does', async function () {
    this.timeout(120_000); // four runs of the command, each starting the whole application
    const hour = 3_600_000;
    const start = Date.parse('2026-03-01T18:00:00.000Z');
    await context.knex('result_events').insert(
      Array.from({ length: 31 }, (_, i) => {
        const at = new Date(start + i * hour).toISOString();
        return { id: `evento-${i}`, subsessionId: 93000000 + i, sessionName: `Evento ${i}`, trackName: 'Autódromo Ficticio', startTime: at, publishedAt: at, importedAt: at };
      }),
    );
    const admin = await createUser(context, { rol: 'admin' });
    const http = (query: string) => api.request.get(`/api/events/list${query}`).set('Authorization', `Bearer ${admin.token}`);

    const first = await parrilla(['results', 'list', '--json'], env);
    expect(first.code, first.stderr).to.equal(0);
    const page = JSON.parse(first.stdout) as { events: Array<{ subsession_id: number }>; siguiente: string | null };
    expect(page.events.map((e) => e.subsession_id)).to.deep.equal(Array.from({ length: 30 }, (_, i) => 93000030 - i));
    expect(page).to.deep.equal((await http('')).body);
    const last = await parrilla(['results', 'list', '--json', '--desde', page.siguiente!], env);
    expect(JSON.parse(last.stdout)).to.deep.equal({ ...(await http(`?desde=${page.siguiente}`)).body, siguiente: null });
    expect(JSON.parse(last.stdout).events.map((e: { subsession_id: number }) => e.subsession_id)).to.deep.equal([93000000]);

    const text = await parrilla(['results', 'list', '--limite', '2'], env);
    expect(text.code, text.stderr).to.equal(0);
    const next = (await http('?limite=2')).body.siguiente as string;
    expect(text.stdout).to.include('Evento 30').and.include('Evento 29').and.not.include('Evento 28');
    expect(text.stdout).to.include(`2 eventos. Para ver los siguientes: parrilla results list --limite 2 --desde ${next}`);

    const refused = await parrilla(['results', 'list', '--limite', '101'], env);
    expect([refused.code, refused.stderr.trim()]).to.deep.equal([1, 'Error: Se muestran de 1 a 100 eventos por página']);
  });

  it('results show fails with the Spanish reason for an unknown event or phase, and exits 2 for an unknown analysis', async () => {
    const missing = await parrilla(['results', 'show', '123'], env);
    expect(missing.code).to.equal(1);
    expect(missing.stderr.trim()).to.equal('Error: Evento no encontrado');
    const file = path.join(folder, 'a.json');
    writeFileSync(file, JSON.stringify(small(92000001, 'Copa A')));
    await parrilla(['import', file], env);
    const phase = await parrilla(['results', 'show', '92000001', '--phase', 'QUALIFY'], env);
    expect(phase.stderr.trim()).to.equal('Error: La fase QUALIFY no existe en este evento');
    const usage = await parrilla(['results', 'show', '92000001', '--analysis', 'vueltas'], env);
    expect(usage.code).to.equal(2);
  });

  it('results export writes CSV and JSON; results delete needs --yes outside a terminal, then deletes', async () => {
    const file = path.join(folder, 'a.json');
    writeFileSync(file, JSON.stringify(small(92000001, 'Copa A')));
    await parrilla(['import', file], env);
    const csv = await parrilla(['results', 'export', '92000001', '--format', 'csv'], env);
    expect(csv.code).to.equal(0);
    expect(csv.stdout.split('\r\n')[1]).to.match(/^RACE,1,1,Ana Pista,/);
    const out = path.join(folder, 'r.json');
    expect((await parrilla(['results', 'export', '92000001', '--format', 'json', '-o', out], env)).code).to.equal(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).phases[0].results).to.have.length(2);

    const refused = await parrilla(['results', 'delete', '92000001'], env);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include('confirma con --yes');
    expect(Number((await context.knex('result_events').count({ n: '*' }))[0].n)).to.equal(1);
    const done = await parrilla(['results', 'delete', '92000001', '--yes'], env);
    expect(done.code).to.equal(0);
    expect(done.stdout.trim()).to.equal('Evento 92000001 eliminado.');
    expect(Number((await context.knex('result_entries').count({ n: '*' }))[0].n)).to.equal(0);
  });
});
