import { expect } from 'chai';
import fc from 'fast-check';
import { clampLapTimeParts, lapTimeSeconds, parseLapTime, splitLapTime } from '../../../src/contracts/fuel.contract.js';

describe('Lap times as the page and the CLI enter them', () => {
  it('reads m:ss.mmm and plain seconds typed at the command line', () => {
    expect(parseLapTime('1:48.500')).to.equal(108.5);
    expect(parseLapTime('1:48.5')).to.equal(108.5);
    expect(parseLapTime('0:46.05')).to.equal(46.05);
    expect(parseLapTime('8:05')).to.equal(485);
    expect(parseLapTime('108.5')).to.equal(108.5);
    expect(parseLapTime(' 95 ')).to.equal(95);
  });

  it('answers null for text that is not a lap time', () => {
    for (const text of ['', 'rápido', '1:75.000', '1:48.5000', '-3', '1::48']) expect(parseLapTime(text), text).to.equal(null);
  });

  it('clamps seconds to 59, milliseconds to 999 and everything to at least 0', () => {
    expect(clampLapTimeParts({ minutes: -2, seconds: 75, milliseconds: 1500 })).to.deep.equal({ minutes: 0, seconds: 59, milliseconds: 999 });
    expect(clampLapTimeParts({ minutes: 1.7, seconds: -1, milliseconds: Number.NaN })).to.deep.equal({ minutes: 1, seconds: 0, milliseconds: 0 });
  });

  it('splits a preset lap time into the three inputs and joins it back', () => {
    expect(splitLapTime(108.5)).to.deep.equal({ minutes: 1, seconds: 48, milliseconds: 500 });
    expect(lapTimeSeconds({ minutes: 8, seconds: 5, milliseconds: 0 })).to.equal(485);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_600_000 }), (ms) => {
        expect(Math.round(lapTimeSeconds(splitLapTime(ms / 1000)) * 1000)).to.equal(ms);
      }),
    );
  });
});
