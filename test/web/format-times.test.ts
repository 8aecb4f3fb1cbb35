import { expect } from 'chai';
import { formatInterval, formatLapTime } from '../../web/src/lib/format-times.js';

describe('Lap times and intervals as the results screens write them', () => {
  it('shows the ten-thousandth of a second when the export gave one, and three decimals otherwise', () => {
    expect(formatLapTime(90_000.1)).to.equal('1:30.0001');
    expect(formatLapTime(90_000)).to.equal('1:30.000');
    expect(formatLapTime(98_310.7)).to.equal('1:38.3107');
    expect(formatLapTime(59_999.9)).to.equal('0:59.9999');
    expect(formatLapTime(null)).to.equal('—');
  });

  it('keeps two laps 0.0001 s apart apart', () => {
    expect(formatLapTime(98_310.7)).to.not.equal(formatLapTime(98_310.9));
    expect(formatInterval(1_234.5)).to.equal('1.2345');
    expect(formatInterval(1_234)).to.equal('1.234');
    expect(formatInterval(0, { isLeader: true })).to.equal('0.000');
    expect(formatInterval(0)).to.equal('Vuelta');
  });
});
