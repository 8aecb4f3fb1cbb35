import { expect } from 'chai';
import { parsePlausibleDate } from '../../../src/contracts/plausible-date.js';

describe('Reading dates strictly (parsePlausibleDate)', () => {
  it('reads calendar days as midnight UTC and ISO instants with or without a zone', () => {
    expect(parsePlausibleDate('2026-03-14')?.toISOString()).to.equal('2026-03-14T00:00:00.000Z');
    expect(parsePlausibleDate('2026-03-14T19:00:00Z')?.toISOString()).to.equal('2026-03-14T19:00:00.000Z');
    expect(parsePlausibleDate('2026-03-14T19:00:00.123-06:00')?.toISOString()).to.equal('2026-03-15T01:00:00.123Z');
    expect(parsePlausibleDate('2024-02-29')?.toISOString()).to.equal('2024-02-29T00:00:00.000Z');
  });

  it('refuses days that do not exist, years no race is in, and anything that is not ISO', () => {
    for (const value of ['2024-02-30', '2023-02-29', '2026-13-01', '2026-04-31', '+275760-09-13T00:00:00.000Z', '275760-09-13', '1999-12-31', '2101-01-01', '2026-03-14T24:00:00Z', '14/03/2026', 'March 14 2026', '', '2026-03-14T19:00:00+99:00']) {
      expect(parsePlausibleDate(value), value).to.equal(null);
    }
  });
});
