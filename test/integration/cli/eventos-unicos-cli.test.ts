import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { SINGLE_EVENTS } from '../../../src/modules/single-events/index.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';

describeEachDatabase('parrilla eventos-unicos list', (kind) => {
  let context: AppContext;
  before(async () => {
    context = await bootTestContext(kind);
  });
  after(() => context.close());
  beforeEach(() => truncateAll(context));

  it('says so when there are no events', async () => {
    const run = await parrilla(['eventos-unicos', 'list'], cliEnv(context.config.dataDir, kind));
    expect(run.code).to.equal(0);
    expect(run.stdout.trim()).to.equal('No hay eventos únicos.');
  });

  it('prints the events by start with their places taken, as a table or as the API’s JSON', async () => {
    const admin = await createUser(context, { rol: 'admin' });
    const actor = { id: admin.id, rol: 'admin' as const, suspendido: false };
    const create = context.container.get(SINGLE_EVENTS.Create);
    const late = await create.execute(actor, { fields: { nombre: 'Copa tardía', fechaInicio: '2030-02-01', horaInicio: '20:00', participantesMaximos: '' } });
    const early = await create.execute(actor, { fields: { nombre: 'Copa temprana', fechaInicio: '2030-01-15', horaInicio: '18:30', participantesMaximos: '8' } });
    const driver = await createUser(context);
    await context.container.get(SINGLE_EVENTS.Register).execute({ id: driver.id, rol: 'user', suspendido: false }, early.id);

    const env = cliEnv(context.config.dataDir, kind);
    const run = await parrilla(['eventos-unicos', 'list'], env);
    expect(run.code).to.equal(0);
    const lines = run.stdout.split('\n');
    const earlyLine = lines.findIndex((l) => l.includes('Copa temprana'));
    const lateLine = lines.findIndex((l) => l.includes('Copa tardía'));
    expect(earlyLine).to.be.greaterThan(-1).and.lessThan(lateLine);
    expect(lines[earlyLine]).to.include(early.id).and.include('15/01/2030').and.include('18:30').and.include('1 / 8');
    expect(lines[lateLine]).to.include('0 / sin límite');
    expect(run.stdout.trim().split('\n').at(-1)).to.equal('2 eventos');

    const json = await parrilla(['eventos-unicos', 'list', '--json'], env);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.map((e: { id: string }) => e.id)).to.deep.equal([early.id, late.id]);
    expect(parsed[0].participantes[0]).to.include({ id: driver.id });
  });
});
