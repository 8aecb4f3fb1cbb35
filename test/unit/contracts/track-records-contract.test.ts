import { expect } from 'chai';
import { createTrackRecordSchema, formatLapTime, parseLapTime, TRACK_RECORD_MSG } from '../../../src/contracts/track-records.contract.js';

describe('Track record lap times (M:SS.mmm or MM:SS.mmm)', () => {
  it('reads one- or two-digit minutes, two-digit seconds and three-digit milliseconds, under an hour', () => {
    expect(parseLapTime('1:23.456')).to.equal(83_456);
    expect(parseLapTime('01:23.456')).to.equal(83_456);
    expect(parseLapTime(' 0:59.999 ')).to.equal(59_999);
    expect(parseLapTime('59:59.999')).to.equal(3_599_999);
  });

  it('refuses one-digit seconds, seconds over 59, an hour or more, missing or extra digits', () => {
    for (const bad of ['1:5.000', '1:60.000', '60:00.000', '61:00.000', '100:00.000', '1:23.45', '1:23.4567', '83.456', '1:23', ':23.456', '1.23.456', '1:23,456', '']) {
      expect(parseLapTime(bad), bad).to.equal(null);
    }
  });

  it('writes milliseconds back without a leading zero on the minutes', () => {
    for (const ms of [83_456, 59_999, 3_599_999, 1, 600_000]) expect(parseLapTime(formatLapTime(ms))).to.equal(ms);
    expect(formatLapTime(83_050)).to.equal('1:23.050');
  });

  it('the schema names the field and keeps the day of an instant in Mexico City', () => {
    const base = { user: 'u', circuit: 'Monza', car: 'BMW M4 GT3', lapTime: '1:47.100', recordDate: '2026-03-14' };
    expect(createTrackRecordSchema.safeParse({ ...base, lapTime: '1:5.000' }).error?.issues[0]).to.deep.include({ path: ['lapTime'], message: TRACK_RECORD_MSG.lapTimeInvalid });
    expect(createTrackRecordSchema.safeParse({ ...base, lapTime: '0:00.000' }).error?.issues[0]?.message).to.equal(TRACK_RECORD_MSG.lapTimeZero);
    // 02:00 UTC on 15 March is still 14 March (20:00) in Mexico City.
    expect(createTrackRecordSchema.parse({ ...base, recordDate: '2026-03-15T02:00:00Z' }).recordDate).to.equal('2026-03-14');
  });
});
