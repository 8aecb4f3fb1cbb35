import { expect } from 'chai';
import { IRACING_MSG } from '../../../src/contracts/iracing.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { LEASE_MS } from '../../../src/modules/iracing/application/held-leases.js';
import { ImportSubsession } from '../../../src/modules/iracing/application/import-subsession.use-case.js';
import { inMaintenance } from '../../../src/modules/iracing/domain/iracing.errors.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../../src/platform/errors.js';
import { FakeIracingApi, FakeResults, MemorySeasonChampionships, MemorySyncLedger } from '../../support/in-memory/iracing.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'piloto', rol: 'user', suspendido: false };
const NOW = new Date('2026-04-05T12:00:00.000Z');
const HOLDER = 'proceso-este';

const RESULT = { subsession_id: 70001234, session_results: [{ simsession_name: 'RACE' }] };
const LAP_CHART = [
  { group_id: 11, lap_number: 0, lap_position: 1 },
  { group_id: 11, lap_number: 1, lap_position: 1 },
];

function importing() {
  const api = new FakeIracingApi();
  api.results.set(70001234, RESULT);
  api.lapCharts.set(70001234, LAP_CHART);
  const results = new FakeResults();
  const ledger = new MemorySyncLedger();
  const clock = new ManualClock(NOW);
  const championships = new MemorySeasonChampionships([
    { id: 'copa-1', nombreCampeonato: 'Copa Uno', iracingLigaId: 10, iracingTemporadaId: 20, carreras: [{ id: 'carrera-3', circuito: 'Monza', inicio: '2026-04-04T20:00:00.000Z', estado: 'finalizada' }] },
    { id: 'copa-2', nombreCampeonato: 'Copa Dos', iracingLigaId: null, iracingTemporadaId: null, carreras: [{ id: 'carrera-9', circuito: 'Spa', inicio: '2026-04-04T20:00:00.000Z', estado: 'finalizada' }] },
  ]);
  const use = new ImportSubsession({ api, results, ledger, clock, holder: HOLDER, championships });
  return { api, results, ledger, clock, use };
}


describe('Importing one iRacing subsession over fakes in memory', () => {
  it('refuses a driver who is not an admin, asking iRacing nothing and importing nothing', async () => {
    const { use, api, results, ledger } = importing();
    expect(await refusal(use.execute(driver, { subsessionId: 70001234 }))).to.be.instanceOf(ForbiddenError);
    expect(api.calls).to.deep.equal([]);
    expect(results.imports).to.deep.equal([]);
    expect(ledger.claims).to.deep.equal([]);
  });

  for (const bad of [0, -5, 1.5, 'abc', null]) {
    it(`refuses ${JSON.stringify(bad)} as a subsession id with its reason, asking iRacing nothing`, async () => {
      const { use, api, results, ledger } = importing();
      const error = await refusal(use.execute(admin, { subsessionId: bad }));
      expect(error).to.be.instanceOf(ValidationError);
      expect(error.message).to.equal(IRACING_MSG.subsessionInvalid);
      expect(api.calls).to.deep.equal([]);
      expect(results.imports).to.deep.equal([]);
      expect(ledger.claims).to.deep.equal([]);
    });
  }

  it("passes the result's JSON and its lap-chart rows to the importer, with the race and session asked for", async () => {
    const { use, results } = importing();
    const outcome = await use.execute(admin, { subsessionId: '70001234', carreraId: 'carrera-3', sesion: 2 });
    expect(results.imports).to.have.length(1);
    const { actor, input } = results.imports[0];
    expect(actor).to.equal(admin);
    expect(JSON.parse(String(input.bytes))).to.deep.equal(RESULT);
    expect(input).to.deep.include({ carreraId: 'carrera-3', sesion: 2, lapChart: LAP_CHART });
    expect(outcome.event.id).to.equal('evento-70001234');
    expect(outcome.replaced).to.be.false;
  });

  it("imports a championship's session into one of its races, and refuses a race of another championship or an unknown championship, asking iRacing nothing", async () => {
    const { use, api, results } = importing();
    const wrong = await refusal(use.execute(admin, { subsessionId: 70001234, carreraId: 'carrera-9', sesion: 1 }, { campeonatoId: 'copa-1' }));
    expect(wrong).to.be.instanceOf(ValidationError);
    expect(wrong.errors).to.deep.equal({ carreraId: 'Esa carrera no es de este campeonato' });
    expect(await refusal(use.execute(admin, { subsessionId: 70001234, carreraId: 'carrera-3', sesion: 1 }, { campeonatoId: 'copa-9' }))).to.be.instanceOf(NotFoundError);
    expect(api.calls).to.deep.equal([]);
    expect(results.imports).to.deep.equal([]);
    await use.execute(admin, { subsessionId: 70001234, carreraId: 'carrera-3', sesion: 1 }, { campeonatoId: 'copa-1' });
    expect(results.imports.map((i) => i.input.carreraId)).to.deep.equal(['carrera-3']);
  });

  it('imports without a race when none is asked for', async () => {
    const { use, results } = importing();
    await use.execute(admin, { subsessionId: 70001234, carreraId: '' });
    expect(results.imports[0].input).to.deep.include({ carreraId: undefined, sesion: undefined });
  });

  it('imports without a lap chart when iRacing has none for the session (404)', async () => {
    const { use, api, results } = importing();
    api.lapCharts.delete(70001234);
    await use.execute(admin, { subsessionId: 70001234 });
    expect(api.count('lapChart', 70001234)).to.equal(1);
    expect(results.imports).to.have.length(1);
    expect(results.imports[0].input.lapChart).to.equal(undefined);
  });

  it('imports without a lap chart when iRacing answers an empty one', async () => {
    const { use, api, results } = importing();
    api.lapCharts.set(70001234, []);
    await use.execute(admin, { subsessionId: 70001234 });
    expect(results.imports[0].input.lapChart).to.equal(undefined);
  });

  it('answers that iRacing has no such session when it answers 404, importing nothing', async () => {
    const { use, results, ledger } = importing();
    const error = await refusal(use.execute(admin, { subsessionId: 555 }));
    expect(error).to.be.instanceOf(NotFoundError);
    expect(error.message).to.equal('iRacing no tiene la sesión 555');
    // The lap chart is asked at the same time as the result; nothing is imported from it either.
    expect(results.imports).to.deep.equal([]);
    expect(ledger.leases.size).to.equal(0);
  });

  it('lets a maintenance answer through with its Spanish reason and never calls the importer', async () => {
    const { use, api, results } = importing();
    api.fail('subsessionResult', inMaintenance());
    const error = await refusal(use.execute(admin, { subsessionId: 70001234 }));
    expect(error).to.be.instanceOf(ServiceUnavailableError);
    expect(error.message).to.equal('iRacing está en mantenimiento');
    expect(results.imports).to.deep.equal([]);
  });

  it('lets a maintenance answer to the lap chart through too, importing nothing', async () => {
    const { use, api, results } = importing();
    api.fail('lapChart', inMaintenance());
    expect((await refusal(use.execute(admin, { subsessionId: 70001234 }))).message).to.equal(IRACING_MSG.maintenance);
    expect(results.imports).to.deep.equal([]);
  });

  it('checks the race and session here first: a refusal asks iRacing nothing and takes no lease', async () => {
    const { use, api, results, ledger } = importing();
    results.failCheck(70001234, new ValidationError('No existe una carrera con ese id', { carreraId: 'No existe una carrera con ese id' }));
    const error = await refusal(use.execute(admin, { subsessionId: 70001234, carreraId: 'no-existe', sesion: 1 }));
    expect(error.message).to.equal('No existe una carrera con ese id');
    expect(results.checks).to.deep.equal([{ subsessionId: 70001234, carreraId: 'no-existe', sesion: 1 }]);
    expect(api.calls).to.deep.equal([]);
    expect(ledger.claims).to.deep.equal([]);
    expect(results.imports).to.deep.equal([]);
  });

  it('refuses while another process holds the lease on the subsession, without asking iRacing', async () => {
    const { use, api, results, ledger } = importing();
    expect(await ledger.claim('subsesion:70001234', 'proceso-otro', NOW, LEASE_MS)).to.be.true;
    const error = await refusal(use.execute(admin, { subsessionId: 70001234 }));
    expect(error).to.be.instanceOf(ConflictError);
    expect(api.calls).to.deep.equal([]);
    expect(results.imports).to.deep.equal([]);
    expect(ledger.leases.get('subsesion:70001234')?.holder).to.equal('proceso-otro');
  });

  it("imports once another process's lease has ended", async () => {
    const { use, results, ledger, clock } = importing();
    await ledger.claim('subsesion:70001234', 'proceso-otro', NOW, LEASE_MS);
    clock.advance(LEASE_MS + 1);
    await use.execute(admin, { subsessionId: 70001234 });
    expect(results.imports).to.have.length(1);
  });

  it('holds the subsession lease while importing and releases it after a success', async () => {
    const { use, results, ledger } = importing();
    let heldDuringImport: string | undefined;
    const execute = results.importer.execute;
    results.importer.execute = (actor, input) => ((heldDuringImport = ledger.leases.get('subsesion:70001234')?.holder), execute(actor, input));
    await use.execute(admin, { subsessionId: 70001234 });
    // Held by this run of the process: the process's name and the run's number.
    expect(heldDuringImport).to.match(new RegExp(`^${HOLDER}/\\d+$`));
    expect(ledger.releases).to.deep.equal([{ key: 'subsesion:70001234', holder: heldDuringImport }]);
    expect(ledger.leases.has('subsesion:70001234')).to.be.false;
  });

  it('releases the lease after a failed import too', async () => {
    const { use, results, ledger } = importing();
    results.failImport(70001234, new ValidationError('El archivo no es un resultado de iRacing'));
    const error = await refusal(use.execute(admin, { subsessionId: 70001234 }));
    expect(error.message).to.equal('El archivo no es un resultado de iRacing');
    expect(ledger.releases.map((r) => r.key)).to.deep.equal(['subsesion:70001234']);
    expect(ledger.releases[0]!.holder).to.match(new RegExp(`^${HOLDER}/\\d+$`));
    expect(ledger.leases.has('subsesion:70001234')).to.be.false;
  });
});
