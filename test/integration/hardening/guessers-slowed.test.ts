import { expect } from 'chai';
import { LOGIN_MAX_FAILURES_PER_EMAIL } from '../../../src/modules/identity/application/log-in.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { recordLoginSleeps, useTestApi } from '../identity/identity-fixtures.js';

describeEachDatabase('Password guessers are slowed down, the owner is not locked out', (kind) => {
  const clock = new ManualClock();
  // Behind a proxy, so each test client can be a different address (the last X-Forwarded-For entry).
  const t = useTestApi(kind, { clock, env: { TRUST_PROXY: 'true' } });
  const sleeps = recordLoginSleeps(t, clock);

  const loginFrom = (address: string, email: string, password: string) =>
    t.api.request.post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });

  it('answers 429 to the guessing client, while the owner signs in from their own with the right password', async () => {
    const ana = await createUser(t.context);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i += 1) expect((await loginFrom('198.51.100.66', ana.email, 'equivocada')).status).to.equal(401);
    expect((await loginFrom('198.51.100.66', ana.email, ana.password)).status).to.equal(429);

    const owner = await loginFrom('203.0.113.10', ana.email, ana.password);
    expect(owner.status).to.equal(200);
    expect(owner.body.user.id).to.equal(ana.id);
  });

  it('makes each failed guess on one address wait longer, whichever client makes it, up to a cap; a right password never waits', async () => {
    const ana = await createUser(t.context);
    for (let i = 0; i < 30; i += 1) expect((await loginFrom(`198.51.100.${i}`, ana.email, 'equivocada')).status).to.equal(401);
    expect(sleeps).to.have.length(27);
    for (let i = 1; i < sleeps.length; i += 1) expect(sleeps[i]).to.be.at.least(sleeps[i - 1]);
    expect(sleeps[0]).to.be.lessThan(sleeps[sleeps.length - 1]);
    expect(Math.max(...sleeps)).to.equal(5_000);

    sleeps.length = 0;
    expect((await loginFrom('203.0.113.10', ana.email, ana.password)).status).to.equal(200);
    expect(sleeps).to.deep.equal([]);
  });
});
