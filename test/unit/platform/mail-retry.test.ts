import { expect } from 'chai';
import { MAX_ATTEMPTS, retryDelayMs } from '../../../src/platform/mail/mail-worker.js';

describe('Mail retry delays (retryDelayMs)', () => {
  it('waits 30 s after the first failure and doubles after each further one', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).to.deep.equal([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(8)).to.equal(3_600_000);
    expect(retryDelayMs(50)).to.equal(3_600_000);
  });

  it('spreads the attempts over more than an hour before a message is given up', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total).to.be.greaterThan(3_600_000);
  });
});
