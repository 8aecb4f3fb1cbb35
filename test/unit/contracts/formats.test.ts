import { expect } from 'chai';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatDay,
  formatDayWithWeekday,
  formatDollars,
  formatLongDateTime,
  formatMoney,
  formatMonth,
  formatTime,
  formatWeekday,
  dayStartInMexicoCity,
  isCalendarDay,
  lastMexicoCityMonths,
  mexicoCityDay,
  mexicoCityInstant,
  mexicoCityMonth,
  mexicoCityMonthStart,
  nextDay,
} from '../../../src/contracts/formats.js';

describe('Dates in Mexico City', () => {
  it('shows a race at 20:00 Mexico City time (02:00 UTC the next day) on its own day', () => {
    const start = '2026-03-15T02:00:00.000Z';
    expect(formatDate(start)).to.equal('14/03/2026');
    expect(formatTime(start)).to.equal('20:00');
    expect(formatDateTime(start)).to.equal('14/03/2026 20:00');
    expect(formatDateWithWeekday(start)).to.equal('sábado, 14/03/2026');
    expect(formatWeekday(start)).to.equal('sábado');
    expect(mexicoCityDay(start)).to.equal('2026-03-14');
  });

  it('turns the day at midnight Mexico City time, not at midnight UTC', () => {
    expect(formatDateTime('2026-03-15T05:59:59.999Z')).to.equal('14/03/2026 23:59');
    expect(formatDateTime('2026-03-15T06:00:00.000Z')).to.equal('15/03/2026 00:00');
    expect(mexicoCityDay('2026-03-15T05:59:59.999Z')).to.equal('2026-03-14');
    expect(mexicoCityDay('2026-03-15T06:00:00.000Z')).to.equal('2026-03-15');
    expect(mexicoCityDay('2025-12-31T23:30:00.000Z')).to.equal('2025-12-31');
    expect(mexicoCityDay('2026-01-01T05:30:00.000Z')).to.equal('2025-12-31');
  });

  it('follows the summer time Mexico City kept until 2022 (UTC-5 in summer), and its end', () => {
    // 2021-07-01 05:30 UTC was 00:30 in summer time: already 1 July there.
    expect(formatDateTime('2021-07-01T05:30:00.000Z')).to.equal('01/07/2021 00:30');
    // Since the end of 2022 there is no summer time: the same instant of 2023 is still 30 June.
    expect(formatDateTime('2023-07-01T05:30:00.000Z')).to.equal('30/06/2023 23:30');
    // Spring forward, Sunday 4 April 2021 at 02:00, and fall back, Sunday 31 October 2021 at 02:00.
    expect(formatDateTime('2021-04-04T07:59:00.000Z')).to.equal('04/04/2021 01:59');
    expect(formatDateTime('2021-04-04T08:00:00.000Z')).to.equal('04/04/2021 03:00');
    expect(formatDateTime('2021-10-31T06:30:00.000Z')).to.equal('31/10/2021 01:30');
    expect(formatDateTime('2021-10-31T07:30:00.000Z')).to.equal('31/10/2021 01:30');
  });

  it('writes what Intl shows on Mexico City clocks around every change of its clocks since 1970, and at any instant between', () => {
    // The reference: Intl asked directly, every time (the module asks it once an hour of time).
    const reference = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    const shown = (ms: number) => {
      const p = Object.fromEntries(reference.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
    };
    const offset = (ms: number) => Date.parse(new Date(ms).toLocaleString('sv-SE', { timeZone: 'America/Mexico_City' }).replace(' ', 'T') + 'Z') - Math.floor(ms / 60_000) * 60_000;
    // The changes, found day by day (noon UTC), then to the second: 1996 to 2022, and 2001's short summer.
    const changes: number[] = [];
    const DAY_MS = 86_400_000;
    let today = offset(Date.UTC(1970, 0, 1, 12));
    for (let day = Date.UTC(1970, 0, 1, 12); day < Date.UTC(2030, 0, 1); day += DAY_MS) {
      const tomorrow = offset(day + DAY_MS);
      if (today === tomorrow) continue;
      today = tomorrow;
      let [low, high] = [day, day + DAY_MS];
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (offset(middle) === offset(low)) low = middle;
        else high = middle;
      }
      changes.push(high);
    }
    expect(changes.length, 'two a year from 1996 to 2022').to.be.greaterThan(50);
    for (const change of changes) {
      for (const ms of [change - 3_600_000, change - 1000, change - 1, change, change + 1, change + 59_999, change + 3_600_000]) {
        expect(formatDateTime(new Date(ms)), new Date(ms).toISOString()).to.equal(shown(ms));
      }
    }
    // Random instants, asked in no particular order (the hour's answer is kept): 1950 to 2040.
    let seed = 20261130;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i += 1) {
      const ms = Date.UTC(1950, 0, 1) + Math.floor(next() * (Date.UTC(2040, 0, 1) - Date.UTC(1950, 0, 1)));
      expect(formatDateTime(new Date(ms)), new Date(ms).toISOString()).to.equal(shown(ms));
      expect(mexicoCityDay(ms)).to.equal(shown(ms).slice(0, 10).split('/').reverse().join('-'));
    }
  });

  it('finds the instant a calendar day reaches a time on Mexico City clocks, whatever the offset that day', () => {
    expect(mexicoCityInstant('2026-03-14', '20:00').toISOString()).to.equal('2026-03-15T02:00:00.000Z');
    expect(mexicoCityInstant('2026-03-14T00:00:00.000Z').toISOString()).to.equal('2026-03-14T06:00:00.000Z');
    expect(mexicoCityInstant('2020-07-01', '12:00').toISOString()).to.equal('2020-07-01T17:00:00.000Z');
    expect(mexicoCityInstant('2020-01-15', '12:00').toISOString()).to.equal('2020-01-15T18:00:00.000Z');
    expect(mexicoCityInstant('2021-04-04', '20:00').toISOString()).to.equal('2021-04-05T01:00:00.000Z');
    expect(mexicoCityInstant('2021-10-31', '20:00').toISOString()).to.equal('2021-11-01T02:00:00.000Z');
    expect(Number.isNaN(mexicoCityInstant('mañana').getTime())).to.equal(true);
  });

  it('reads a time the clocks skipped when summer time began on the clock of before the change', () => {
    // 4 April 2021: at 02:00 the clocks went to 03:00, so 02:30 is 03:30 of summer time (08:30 UTC).
    expect(mexicoCityInstant('2021-04-04', '02:30').toISOString()).to.equal('2021-04-04T08:30:00.000Z');
    expect(mexicoCityInstant('2021-04-04', '03:30').toISOString()).to.equal('2021-04-04T08:30:00.000Z');
    expect(mexicoCityInstant('2021-04-04', '01:30').toISOString()).to.equal('2021-04-04T07:30:00.000Z');
  });

  it('writes the names of months and weekdays the same on every runtime, lower case as Spanish writes them', () => {
    expect(['2026-01', '2026-09', '2026-12'].map((m) => formatMonth(m, { short: true }))).to.deep.equal(['ene', 'sep', 'dic']);
    expect(formatMonth('2026-09')).to.equal('septiembre de 2026');
    // 15 to 21 March 2026, Sunday to Saturday, at noon in Mexico City.
    expect([15, 16, 17, 18, 19, 20, 21].map((d) => formatWeekday(`2026-03-${d}T18:00:00.000Z`))).to.deep.equal(['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
  });

  it('shows calendar days (sent as midnight UTC) as that very day', () => {
    expect(formatDay('2026-03-14T00:00:00.000Z')).to.equal('14/03/2026');
    expect(formatDay('2026-03-14')).to.equal('14/03/2026');
    expect(formatDayWithWeekday('2026-03-14T00:00:00.000Z')).to.equal('sábado, 14/03/2026');
    expect(formatDayWithWeekday('2021-04-04T00:00:00.000Z')).to.equal('domingo, 04/04/2021');
    expect(nextDay('2026-02-28')).to.equal('2026-03-01');
    expect(nextDay('2024-12-31T00:00:00.000Z')).to.equal('2025-01-01');
  });

  it('starts a date sent as a calendar day at midnight in Mexico City, and keeps a date with a time as it is', () => {
    expect(isCalendarDay('2026-03-14T00:00:00.000Z')).to.equal(true);
    expect(isCalendarDay('2026-03-14T18:30:00.000Z')).to.equal(false);
    expect(dayStartInMexicoCity('2026-03-14T00:00:00.000Z').toISOString()).to.equal('2026-03-14T06:00:00.000Z');
    expect(dayStartInMexicoCity('2021-07-01T00:00:00.000Z').toISOString()).to.equal('2021-07-01T05:00:00.000Z');
    expect(dayStartInMexicoCity('2026-03-14T18:30:00.000Z').toISOString()).to.equal('2026-03-14T18:30:00.000Z');
  });

  it("says 'No especificada' for a missing date and 'Fecha inválida' for a malformed one", () => {
    for (const format of [formatDate, formatDateTime, formatTime, formatDateWithWeekday]) {
      expect(format(null)).to.equal('No especificada');
      expect(format('')).to.equal('No especificada');
      expect(format('no es fecha')).to.equal('Fecha inválida');
    }
    expect(formatDay(undefined)).to.equal('No especificada');
    expect(formatDay('14 de marzo')).to.equal('Fecha inválida');
    expect(formatWeekday(null)).to.equal('');
  });
});

describe('Months in Mexico City', () => {
  it('puts an instant at 05:30 UTC on the 1st in the previous month, as Mexico City still lives it', () => {
    expect(mexicoCityMonth('2026-03-01T05:30:00.000Z')).to.equal('2026-02');
    expect(mexicoCityMonth('2026-03-01T06:00:00.000Z')).to.equal('2026-03');
    expect(mexicoCityMonth(new Date('2026-01-01T05:59:59.999Z'))).to.equal('2025-12');
  });

  it('begins a month at midnight of its 1st in Mexico City, with summer time up to 2022', () => {
    expect(mexicoCityMonthStart('2026-03').toISOString()).to.equal('2026-03-01T06:00:00.000Z');
    expect(mexicoCityMonthStart('2021-06').toISOString()).to.equal('2021-06-01T05:00:00.000Z');
    expect(mexicoCityMonthStart('2026-03-17').toISOString()).to.equal('2026-03-01T06:00:00.000Z');
    expect(Number.isNaN(mexicoCityMonthStart('marzo').getTime())).to.equal(true);
  });

  it('lists the last months ending with the current Mexico City one, oldest first, across a year', () => {
    expect(lastMexicoCityMonths(new Date('2026-03-01T05:30:00.000Z'), 6)).to.deep.equal(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastMexicoCityMonths('2026-03-01T06:00:00.000Z', 3)).to.deep.equal(['2026-01', '2026-02', '2026-03']);
  });

  it('names a month in Spanish, long or short', () => {
    expect(formatMonth('2026-11')).to.equal('noviembre de 2026');
    expect(formatMonth('2026-01', { short: true })).to.equal('ene');
    expect(formatMonth('2026-12-01')).to.equal('diciembre de 2026');
    expect(formatMonth('sin mes')).to.equal('sin mes');
  });

  it('writes date and time in words for e-mails, on Mexico City clocks', () => {
    expect(formatLongDateTime('2026-03-01T05:30:00.000Z')).to.equal('28 de febrero de 2026 a las 23:30');
    expect(formatLongDateTime('2021-06-01T15:00:00.000Z')).to.equal('1 de junio de 2021 a las 10:00');
    expect(formatLongDateTime(null)).to.equal('No especificada');
  });
});

describe('Money in pesos', () => {
  it('writes centavos with both digits', () => {
    expect(formatMoney(750.5)).to.equal('$750.50');
    expect(formatMoney(1499.99)).to.equal('$1,499.99');
    expect(formatMoney(0.1 + 0.2)).to.equal('$0.30');
    expect(formatCents(75_050)).to.equal('$750.50');
  });

  it('writes whole amounts without decimals, with thousands separated', () => {
    expect(formatMoney(1500)).to.equal('$1,500');
    expect(formatMoney(0)).to.equal('$0');
    expect(formatMoney(1_250_000)).to.equal('$1,250,000');
    expect(formatMoney(1499.999)).to.equal('$1,500');
    expect(formatCents(150_000)).to.equal('$1,500');
  });

  it('adds the currency code on detail pages', () => {
    expect(formatMoney(1500, { withCode: true })).to.equal('$1,500 MXN');
    expect(formatMoney(750.5, { withCode: true })).to.equal('$750.50 MXN');
  });

  it('writes US dollars like pesos, with their code', () => {
    expect(formatDollars(25)).to.equal('$25 USD');
    expect(formatDollars(1499.5)).to.equal('$1,499.50 USD');
  });
});
