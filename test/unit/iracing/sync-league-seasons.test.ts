import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';
import { expect } from 'chai';
import pino from 'pino';
import { IRACING_MSG, type SyncReport } from '../../../src/contracts/iracing.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { LEASE_MS } from '../../../src/modules/iracing/application/held-leases.js';
import { SyncLeagueSeasonsJob } from '../../../src/modules/iracing/application/sync-league-seasons.job.js';
import { ListSeasonSessions } from '../../../src/modules/iracing/application/season-sessions.use-case.js';
import { SyncLeagueSeasons } from '../../../src/modules/iracing/application/sync-league-seasons.use-case.js';
import { credentialsRejected, inMaintenance } from '../../../src/modules/iracing/domain/iracing.errors.js';
import type { SeasonSession } from '../../../src/modules/iracing/domain/season-matching.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../../src/platform/errors.js';
import { FakeIracingApi, FakeResults, MemorySeasonChampionships, MemorySyncLedger, type MemoryChampionship } from '../../support/in-memory/iracing.js';
import { MemoryOutbox } from '../../support/in-memory/transactions.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'piloto', rol: 'user', suspendido: false };
const HOLDER = 'proceso-este';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first race of the Copa starts at RACE_1; "now" is three hours later. */
const RACE_1 = new Date('2026-04-04T02:00:00.000Z');
const RACE_2 = new Date('2026-04-11T02:00:00.000Z');
const NOW = new Date(RACE_1.getTime() + 3 * HOUR);
const at = (base: Date, ms: number) => new Date(base.getTime() + ms).toISOString();

const copa = (over: Partial<MemoryChampionship> = {}): MemoryChampionship => ({
  id: 'copa',
  nombreCampeonato: 'Copa Bajío',
  iracingLigaId: 100,
  iracingTemporadaId: 200,
  carreras: [
    { id: 'carrera-1', circuito: 'Interlagos', inicio: RACE_1.toISOString(), estado: 'programada' },
    { id: 'carrera-2', circuito: 'Monza', inicio: RACE_2.toISOString(), estado: 'programada' },
  ],
  ...over,
});

const session = (subsessionId: number, launchAt: string, hasResults = true): SeasonSession => ({ subsessionId, launchAt, hasResults, track: 'Interlagos' });

/**
 * The Copa's season: 1001 and 1002 are carrera-1's sessions 1 and 2, with results; 1003 is carrera-2's,
 * still without results; 1004 launched near no race.
 */
const SEASON = [session(1002, at(RACE_1, 50 * MINUTE)), session(1001, at(RACE_1, 5 * MINUTE)), session(1003, at(RACE_2, 5 * MINUTE), false), session(1004, at(RACE_1, 3 * DAY))];

const ADMINS = [
  { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@parrilla.test' },
  { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@parrilla.test' },
];

function syncing(championships: MemoryChampionship[] = [copa()], heartbeatMs?: number) {
  const api = new FakeIracingApi();
  api.setSessions(100, 200, SEASON);
  for (const s of SEASON) api.results.set(s.subsessionId, { subsession_id: s.subsessionId });
  const results = new FakeResults();
  const ledger = new MemorySyncLedger();
  const clock = new ManualClock(NOW);
  const outbox = new MemoryOutbox();
  const seasons = new MemorySeasonChampionships(championships);
  const { audit, log } = memoryAudit(clock);
  const sync = new SyncLeagueSeasons({
    tx: new MemoryTransactions(log),
    audit,
    api,
    results,
    ledger,
    championships: seasons,
    admins: { admins: async () => ADMINS },
    outbox,
    clock,
    logger: pino({ level: 'silent' }),
    holder: HOLDER,
    publicUrl: 'https://parrilla.test',
    heartbeatMs,
  });
  return { api, results, ledger, clock, outbox, sync, log, seasons };
}


const importedInto = (results: FakeResults) => results.imports.map(({ input }) => [JSON.parse(String(input.bytes)).subsession_id, input.carreraId, input.sesion]);

describe('Keeping championships in sync with their iRacing league seasons, over fakes in memory', () => {
  describe('a pass asked for by an admin (execute)', () => {
    it('records the pass asked for by hand once, with what it did to each championship; the scheduler’s passes are not staff acts', async () => {
      const { sync, log } = syncing();
      await sync.execute(admin);
      await sync.due(admin);
      expect(log.entries.map((e) => [e.actorId, e.accion, e.objetoTipo, e.cambios])).to.deep.equal([['admin', 'iracing.sincronizado', 'iracing', [{ campo: 'Copa Bajío', antes: null, despues: '2 sesiones importadas' }]]]);
    });

    it('imports each new session with results into its matched race and session, and reports it', async () => {
      const { sync, results, ledger } = syncing();
      const report = await sync.execute(admin);
      expect(importedInto(results)).to.deep.equal([
        [1001, 'carrera-1', 1],
        [1002, 'carrera-1', 2],
      ]);
      expect(report).to.deep.equal({
        campeonatos: [
          {
            campeonatoId: 'copa',
            nombreCampeonato: 'Copa Bajío',
            importadas: [
              { subsessionId: 1001, carreraId: 'carrera-1', sesion: 1, eventoId: 'evento-1001' },
              { subsessionId: 1002, carreraId: 'carrera-1', sesion: 2, eventoId: 'evento-1002' },
            ],
            estados: { importada: 2, 'por-importar': 0, 'en-curso': 0, esperando: 1, 'sin-carrera': 1, fallida: 0 },
            ocupadasHasta: null,
            error: null,
          },
        ],
      } satisfies SyncReport);
      expect(ledger.passes).to.deep.equal([{ campeonatoId: 'copa', at: NOW.toISOString(), error: null }]);
      expect(ledger.leases.size, 'every lease given back').to.equal(0);
    });

    it('skips a session already imported, never asking iRacing for its result', async () => {
      const { sync, api, results } = syncing();
      results.importedRows.push({ id: 'evento-1001', subsessionId: 1001, carreraId: 'carrera-1', sesion: 1 });
      const report = await sync.execute(admin);
      expect(api.count('subsessionResult', 1001)).to.equal(0);
      expect(importedInto(results)).to.deep.equal([[1002, 'carrera-1', 2]]);
      expect(report.campeonatos[0].importadas.map((i) => i.subsessionId)).to.deep.equal([1002]);
    });

    it('imports nothing on a second pass once everything with results is in', async () => {
      const { sync, api, results } = syncing();
      await sync.execute(admin);
      const before = api.count('subsessionResult');
      const report = await sync.execute(admin);
      expect(api.count('subsessionResult')).to.equal(before);
      expect(results.imports).to.have.length(2);
      expect(report.campeonatos[0]).to.deep.include({ importadas: [], estados: { importada: 2, 'por-importar': 0, 'en-curso': 0, esperando: 1, 'sin-carrera': 1, fallida: 0 }, error: null });
    });

    it('counts a session without results as waiting and one near no race as without a race, importing neither', async () => {
      const { sync, api } = syncing();
      const report = await sync.execute(admin);
      expect(report.campeonatos[0].estados).to.deep.include({ esperando: 1, 'sin-carrera': 1 });
      expect(api.count('subsessionResult', 1003)).to.equal(0);
      expect(api.count('subsessionResult', 1004)).to.equal(0);
    });

    for (const [kind, error] of [
      ['a result the importer refuses (ValidationError)', new ValidationError('El archivo no es un resultado de iRacing')],
      ['a session already taken by another event (ConflictError)', new ConflictError('SESSION_TAKEN', 'La sesión 1 de esa carrera ya tiene otro evento')],
    ] as const) {
      it(`records ${kind} against that session and goes on with the next`, async () => {
        const { sync, results, ledger } = syncing();
        results.failImport(1001, error);
        const report = await sync.execute(admin);
        expect(ledger.failures.get(1001)).to.deep.equal({ campeonatoId: 'copa', reason: error.message });
        expect(importedInto(results)).to.deep.equal([
          [1001, 'carrera-1', 1],
          [1002, 'carrera-1', 2],
        ]);
        expect(report.campeonatos[0].importadas.map((i) => i.subsessionId)).to.deep.equal([1002]);
        expect(report.campeonatos[0].error).to.equal(null);
        expect(ledger.leases.size).to.equal(0);
      });
    }

    it('records a session whose race and session the import would refuse without asking iRacing for it', async () => {
      const { sync, api, results, ledger } = syncing();
      const taken = new ConflictError('RESULT_SESSION_TAKEN', 'La sesión 1 de esa carrera ya tiene resultados');
      results.failCheck(1001, taken);
      const report = await sync.execute(admin);
      expect(api.count('subsessionResult', 1001)).to.equal(0);
      expect(api.count('lapChart', 1001)).to.equal(0);
      expect(ledger.failures.get(1001)).to.deep.equal({ campeonatoId: 'copa', reason: taken.message });
      expect(report.campeonatos[0].importadas.map((i) => i.subsessionId)).to.deep.equal([1002]);
      expect(report.campeonatos[0].estados.fallida).to.equal(1);
    });

    it('clears the failure recorded against a session once it imports', async () => {
      const { sync, results, ledger } = syncing();
      results.failImport(1001, new ValidationError('El archivo no es un resultado de iRacing'));
      await sync.execute(admin);
      results.failImport(1001, null);
      await sync.execute(admin);
      expect(ledger.failures.has(1001)).to.be.false;
      expect(results.importedRows.map((r) => r.subsessionId)).to.include(1001);
    });

    it('stops the pass on a connection error, reports it in Spanish and records it for the dashboard', async () => {
      const { sync, api, results, ledger } = syncing();
      api.fail('seasonSessions', inMaintenance());
      const report = await sync.execute(admin);
      expect(report.campeonatos[0]).to.deep.equal({ campeonatoId: 'copa', nombreCampeonato: 'Copa Bajío', importadas: [], estados: { importada: 0, 'por-importar': 0, 'en-curso': 0, esperando: 0, 'sin-carrera': 0, fallida: 0 }, ocupadasHasta: null, error: 'iRacing está en mantenimiento' });
      expect(ledger.passes).to.deep.equal([{ campeonatoId: 'copa', at: NOW.toISOString(), error: IRACING_MSG.maintenance }]);
      expect(results.imports).to.deep.equal([]);
    });

    it('stops at a connection error met while importing, keeping what came in before and recording no session failure', async () => {
      const { sync, api, results, ledger } = syncing();
      api.fail('subsessionResult', credentialsRejected(), 1002);
      const report = await sync.execute(admin);
      expect(report.campeonatos[0].importadas.map((i) => i.subsessionId)).to.deep.equal([1001]);
      expect(report.campeonatos[0].error).to.equal(IRACING_MSG.rejected);
      expect(ledger.failures.size).to.equal(0);
      expect(ledger.leases.size, 'the lease of 1002 given back').to.equal(0);
      expect(results.imports).to.have.length(1);
    });

    it('skips a session whose lease another process holds, without asking iRacing or recording a failure', async () => {
      const { sync, api, results, ledger } = syncing();
      await ledger.claim('subsesion:1001', 'proceso-otro', NOW, LEASE_MS);
      const report = await sync.execute(admin);
      expect(api.count('subsessionResult', 1001)).to.equal(0);
      expect(importedInto(results)).to.deep.equal([[1002, 'carrera-1', 2]]);
      expect(report.campeonatos[0].importadas.map((i) => i.subsessionId)).to.deep.equal([1002]);
      expect(ledger.failureRecords.filter((f) => f.reason !== null)).to.deep.equal([]);
      expect(ledger.leases.get('subsesion:1001')?.holder).to.equal('proceso-otro');
    });

    it('reports the sessions with results another run holds: how many, and until when its leases end', async () => {
      const { sync, api, results, ledger } = syncing();
      await ledger.claim('subsesion:1001', 'proceso-muerto', NOW, LEASE_MS);
      await ledger.claim('subsesion:1002', 'proceso-muerto', new Date(NOW.getTime() + 10_000), LEASE_MS);
      const report = await sync.execute(admin);
      expect(api.count('subsessionResult')).to.equal(0);
      expect(results.imports).to.deep.equal([]);
      expect(report.campeonatos[0]).to.deep.include({ importadas: [], ocupadasHasta: at(NOW, 10_000 + LEASE_MS), error: null });
      expect(report.campeonatos[0].estados).to.deep.include({ 'en-curso': 2, 'por-importar': 0 });
    });

    it("a dead run's leases end within a minute: the next pass imports its sessions", async () => {
      const { sync, results, ledger, clock } = syncing();
      await ledger.claim('subsesion:1001', 'proceso-muerto', NOW, LEASE_MS);
      expect(LEASE_MS).to.be.at.most(MINUTE);
      clock.advance(MINUTE + 1);
      const report = await sync.execute(admin);
      expect(importedInto(results).map(([id]) => id)).to.deep.equal([1001, 1002]);
      expect(report.campeonatos[0]).to.deep.include({ ocupadasHasta: null });
      expect(report.campeonatos[0].estados).to.deep.include({ 'en-curso': 0, importada: 2 });
    });

    it('renews its leases while it works, however long that takes, so no other run starts its sessions', async () => {
      const { sync, api, ledger, clock } = syncing([copa()], 2);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let reached!: () => void;
      const waiting = new Promise<void>((resolve) => (reached = resolve));
      const fetch = api.subsessionResult.bind(api);
      api.subsessionResult = async (id) => {
        if (id === 1002) {
          reached();
          await gate;
        }
        return fetch(id);
      };
      const pass = sync.execute(admin);
      await waiting;
      expect(ledger.leases.get('subsesion:1002')!.until - NOW.getTime(), 'a lease of a minute at most').to.be.at.most(MINUTE);
      // Ten minutes of work, in beats: each renewal extends the lease a minute from then.
      for (let i = 0; i < 20; i++) {
        clock.advance(30_000);
        await new Promise((resolve) => setTimeout(resolve, 15));
        expect(await ledger.claim('subsesion:1002', 'proceso-otro', clock.now(), LEASE_MS), `after ${(i + 1) * 30} s`).to.be.false;
      }
      release();
      const report = await pass;
      expect(report.campeonatos[0].importadas.map((i) => i.subsessionId)).to.deep.equal([1001, 1002]);
      expect(ledger.leases.size, 'every lease given back').to.equal(0);
    });

    it("counts the season's sessions after the pass with the admin list's states, one function for both", async () => {
      const { sync, api, results, ledger, clock } = syncing();
      api.setSessions(100, 200, [...SEASON, session(1005, at(RACE_1, 100 * MINUTE)), session(1006, at(RACE_1, 110 * MINUTE))]);
      for (const id of [1005, 1006]) api.results.set(id, { subsession_id: id });
      // 1001 fails for its own reason; another sync holds 1005; 1006 is carrera-1's fourth session (no race).
      results.failImport(1001, new ValidationError('El archivo no es un resultado de iRacing'));
      await ledger.claim('subsesion:1005', 'proceso-otro', NOW, LEASE_MS);
      const report = (await sync.execute(admin)).campeonatos[0];
      const listed = await new ListSeasonSessions({ api, results, ledger, clock, championships: new MemorySeasonChampionships([copa()]) }).execute(admin, 'copa');
      expect(report.estados).to.deep.equal({ importada: 1, 'por-importar': 0, 'en-curso': 1, esperando: 1, 'sin-carrera': 2, fallida: 1 });
      expect(report.estados).to.deep.equal(listed.resumen);
      expect(report.ocupadasHasta).to.equal(listed.ocupadasHasta).and.equal(at(NOW, LEASE_MS));
      const states = Object.fromEntries(listed.sesiones.map((s) => [s.subsessionId, s.estado]));
      expect(states).to.deep.equal({ 1001: 'fallida', 1002: 'importada', 1003: 'esperando', 1004: 'sin-carrera', 1005: 'en-curso', 1006: 'sin-carrera' });
    });

    it('counts the sessions with results a pass stopped before as still to import', async () => {
      const { sync, api } = syncing();
      api.fail('subsessionResult', credentialsRejected(), 1002);
      const report = (await sync.execute(admin)).campeonatos[0];
      expect(report.error).to.equal(IRACING_MSG.rejected);
      expect(report.estados).to.deep.include({ importada: 1, 'por-importar': 1 });
    });

    it('leaves a session another process imported between the first look and the lease', async () => {
      const { sync, api, results, ledger } = syncing();
      // The other process imports 1001 just as this one takes its lease.
      const claim = ledger.claim.bind(ledger);
      ledger.claim = async (key, holder, now, ms) => {
        if (key === 'subsesion:1001') results.importedRows.push({ id: 'evento-otro', subsessionId: 1001, carreraId: 'carrera-1', sesion: 1 });
        return claim(key, holder, now, ms);
      };
      const report = await sync.execute(admin);
      expect(api.count('subsessionResult', 1001)).to.equal(0);
      expect(report.campeonatos[0].importadas.map((i) => i.subsessionId)).to.deep.equal([1002]);
    });

    it('syncs only the championship named, and every linked one otherwise', async () => {
      const other = copa({ id: 'otra', nombreCampeonato: 'Copa Norte', iracingLigaId: 101, iracingTemporadaId: 201 });
      const unlinked = copa({ id: 'suelta', nombreCampeonato: 'Copa Suelta', iracingLigaId: null, iracingTemporadaId: null });
      const { sync, api } = syncing([copa(), other, unlinked]);
      expect((await sync.execute(admin, { campeonatoId: 'otra' })).campeonatos.map((c) => c.campeonatoId)).to.deep.equal(['otra']);
      expect(api.calls.filter((c) => c.method === 'seasonSessions').map((c) => c.args)).to.deep.equal([[101, 201]]);
      expect((await sync.execute(admin)).campeonatos.map((c) => c.campeonatoId)).to.deep.equal(['copa', 'otra']);
    });

    it('refuses a championship without an iRacing league and season, asking iRacing nothing', async () => {
      const { sync, api, results, ledger } = syncing([copa({ iracingTemporadaId: null })]);
      const error = await refusal(sync.execute(admin, { campeonatoId: 'copa' }));
      expect(error).to.be.instanceOf(ConflictError);
      expect(error.message).to.equal(IRACING_MSG.championshipWithoutSeason);
      expect(api.calls).to.deep.equal([]);
      expect(results.imports).to.deep.equal([]);
      expect(ledger.passes).to.deep.equal([]);
    });

    it('refuses a driver who is not an admin, asking iRacing nothing and importing nothing', async () => {
      const { sync, api, results, ledger } = syncing();
      expect(await refusal(sync.execute(driver))).to.be.instanceOf(ForbiddenError);
      expect(await refusal(sync.execute(driver, { campeonatoId: 'copa' }))).to.be.instanceOf(ForbiddenError);
      expect(api.calls).to.deep.equal([]);
      expect(results.imports).to.deep.equal([]);
      expect(ledger.passes).to.deep.equal([]);
    });
  });

  describe("the scheduler's pass (due)", () => {
    /** A championship on its own league whose only race started `ago` before now. */
    const startedAgo = (liga: number, ago: number) =>
      copa({ id: `liga-${liga}`, nombreCampeonato: `Liga ${liga}`, iracingLigaId: liga, carreras: [{ id: `c-${liga}`, circuito: 'Spa', inicio: at(NOW, -ago), estado: 'programada' }] });

    it('syncs only the championships with a race that started between 1 hour and 7 days ago, both edges included', async () => {
      const { sync, api, seasons } = syncing([
        startedAgo(1, HOUR - 1),
        startedAgo(2, HOUR),
        startedAgo(3, 3 * DAY),
        startedAgo(4, 7 * DAY),
        startedAgo(5, 7 * DAY + 1),
        startedAgo(6, -DAY),
        startedAgo(7, 400 * DAY),
      ]);
      const report = await sync.due(admin);
      expect(report.campeonatos.map((c) => c.campeonatoId)).to.deep.equal(['liga-2', 'liga-3', 'liga-4']);
      expect(api.calls.map((c) => c.args[0])).to.deep.equal([2, 3, 4]);
      // From the races of the last week on, never every linked championship the league ever ran.
      expect(seasons.wholeReads).to.equal(0);
    });

    it('syncs a championship when any of its races is in that window', async () => {
      // The Copa's first race started 3 hours ago; its second is a week away.
      expect((await syncing().sync.due(admin)).campeonatos.map((c) => c.campeonatoId)).to.deep.equal(['copa']);
    });
  });

  describe('telling the admins when the sync keeps failing', () => {
    it('e-mails every admin once the sync of a championship has failed for 24 hours, and only once', async () => {
      const { sync, api, clock, outbox, ledger } = syncing();
      api.fail('seasonSessions', inMaintenance());
      await sync.execute(admin);
      clock.advance(24 * HOUR - 1);
      await sync.execute(admin);
      expect(outbox.queued, 'not before 24 hours').to.deep.equal([]);

      clock.advance(1);
      await sync.execute(admin);
      expect(outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([
        ['ana@parrilla.test', `${IRACING_MSG.syncFailingSubject}: Copa Bajío`],
        ['beto@parrilla.test', `${IRACING_MSG.syncFailingSubject}: Copa Bajío`],
      ]);
      expect(outbox.queued[0].text).to.include('Hola, Ana:').and.include(`Motivo: ${IRACING_MSG.maintenance}`).and.include('https://parrilla.test/admin/ajustes');
      expect(ledger.stateRows.get('copa')?.alertedAt).to.equal(clock.now().toISOString());

      clock.advance(HOUR);
      await sync.execute(admin);
      expect(outbox.queued, 'a further failing pass sends nothing more').to.have.length(2);
    });

    it('starts a new 24-hour stretch after a pass that goes through, and e-mails again at its end', async () => {
      const { sync, api, clock, outbox } = syncing();
      api.fail('seasonSessions', inMaintenance());
      await sync.execute(admin);
      clock.advance(24 * HOUR);
      await sync.execute(admin);
      expect(outbox.queued).to.have.length(2);

      // The connection comes back for one pass.
      api.fail('seasonSessions', null);
      clock.advance(HOUR);
      await sync.execute(admin);
      expect(outbox.queued).to.have.length(2);

      api.fail('seasonSessions', inMaintenance());
      clock.advance(HOUR);
      await sync.execute(admin);
      clock.advance(24 * HOUR - 1);
      await sync.execute(admin);
      expect(outbox.queued, 'not before the new stretch is 24 hours old').to.have.length(2);
      clock.advance(1);
      await sync.execute(admin);
      expect(outbox.queued).to.have.length(4);
    });

    it('sends nothing for a failing pass after a working one', async () => {
      const { sync, api, clock, outbox } = syncing();
      await sync.execute(admin);
      api.fail('seasonSessions', inMaintenance());
      clock.advance(25 * HOUR);
      await sync.execute(admin);
      expect(outbox.queued).to.deep.equal([]);
    });
  });
});

describe('The scheduled iRacing sync job', () => {
  const NONE = { importada: 0, 'por-importar': 0, 'en-curso': 0, esperando: 0, 'sin-carrera': 0, fallida: 0 };
  const report: SyncReport = {
    campeonatos: [
      { campeonatoId: 'copa', nombreCampeonato: 'Copa Bajío', importadas: [{ subsessionId: 1, carreraId: 'c', sesion: 1, eventoId: 'e1' }, { subsessionId: 2, carreraId: 'c', sesion: 2, eventoId: 'e2' }], estados: { ...NONE, importada: 2 }, ocupadasHasta: null, error: null },
      { campeonatoId: 'norte', nombreCampeonato: 'Copa Norte', importadas: [{ subsessionId: 3, carreraId: 'd', sesion: 1, eventoId: 'e3' }], estados: { ...NONE, importada: 1, esperando: 1 }, ocupadasHasta: null, error: null },
    ],
  };

  function job(configured: boolean, answer: SyncReport = report) {
    const asked: Actor[] = [];
    const run = new SyncLeagueSeasonsJob({ sync: { due: async (actor) => (asked.push(actor), answer) }, configured: async () => configured });
    return { run, asked };
  }

  it('does nothing while iRacing is not configured, and says so', async () => {
    const { run, asked } = job(false);
    expect(await run.run()).to.equal('iRacing sin configurar');
    expect(asked).to.deep.equal([]);
  });

  it("runs the scheduler's pass as an admin and sums up the championships and sessions imported", async () => {
    const { run, asked } = job(true);
    expect(await run.run()).to.equal('2 campeonatos, 3 sesiones importadas');
    expect(asked).to.have.length(1);
    expect(asked[0].rol).to.equal('superadmin');
  });

  it('names the championships whose pass failed, with why', async () => {
    const failing = { campeonatos: [report.campeonatos[0], { ...report.campeonatos[1], importadas: [], error: IRACING_MSG.maintenance }] };
    expect(await job(true, failing).run.run()).to.equal(`2 campeonatos, 2 sesiones importadas; con error: Copa Norte (${IRACING_MSG.maintenance})`);
  });
});
