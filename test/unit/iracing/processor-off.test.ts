import { expect } from 'chai';
import { MemberLicences } from '../../../src/modules/iracing/application/member-licences.js';
import { SwitchedIracingApi } from '../../../src/modules/iracing/application/switched-api.js';
import { SyncLeagueSeasonsJob } from '../../../src/modules/iracing/application/sync-league-seasons.job.js';
import { FakeIracingApi } from '../../support/in-memory/iracing.js';
import { refusal } from '../../support/refusal.js';

const OFF = 'La liga desactivó iRacing en Ajustes › Privacidad: no se consulta ni se envía nada a iRacing.';

describe('iRacing turned off as a processor, in memory', () => {
  function setUp() {
    const fake = new FakeIracingApi();
    const iracing = { on: true, iracingOn: async () => iracing.on };
    return { fake, iracing, api: new SwitchedIracingApi(fake, iracing) };
  }

  it('refuses every call in Spanish before anything reaches iRacing, and lets them through once it is on again', async () => {
    const { fake, iracing, api } = setUp();
    iracing.on = false;
    const calls = [() => api.member(), () => api.subsessionResult(1), () => api.lapChart(1), () => api.memberLicences([8101]), () => api.leagueSeasons(100), () => api.seasonSessions(100, 200)];
    for (const call of calls) {
      const refused = await refusal(call());
      expect([refused.code, refused.message]).to.deep.equal(['PROCESSOR_OFF', OFF]);
    }
    expect(fake.calls).to.deep.equal([]);
    iracing.on = true;
    expect((await api.member()).custId).to.equal(123456);
    expect(fake.count('member')).to.equal(1);
  });

  it("answers no licences for the entry gates while off, as without a connection, and the sync job says it skipped", async () => {
    const { fake, iracing, api } = setUp();
    iracing.on = false;
    expect(await new MemberLicences({ api, configured: async () => true, iracing }).of([8101, 8102])).to.equal(null);
    const asked: unknown[] = [];
    const job = new SyncLeagueSeasonsJob({ sync: { due: async (actor) => (asked.push(actor), { campeonatos: [] }) }, configured: async () => true, iracing });
    expect(await job.run()).to.equal('iRacing desactivado en los ajustes de privacidad');
    expect([asked, fake.calls]).to.deep.equal([[], []]);
  });
});
