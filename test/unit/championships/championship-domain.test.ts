import { expect } from 'chai';
import { videoLinkProblem, youtubeIdOf } from '../../../src/contracts/championships.contract.js';
import { enrolmentClosesAt, hasStarted, isEnrolmentOpen, nextRace, normaliseSessions, raceStartInstant, sortRaces } from '../../../src/modules/championships/domain/championship.entity.js';
import { foldBrackets, normaliseForm } from '../../../src/modules/championships/adapters/http/form-fields.js';

const race = (fechaInicio: string, horaInicio: string | null, circuito = 'X') => ({ id: circuito, fechaInicio: `${fechaInicio}T00:00:00.000Z`, horaInicio, circuito });

describe('Race start instants (America/Mexico_City)', () => {
  it('reads the day and time in Mexico City: 20:00 on 14 March 2026 is 02:00 UTC on the 15th', () => {
    expect(raceStartInstant(race('2026-03-14', '20:00')).toISOString()).to.equal('2026-03-15T02:00:00.000Z');
  });

  it('takes 00:00 there when no time is given', () => {
    expect(raceStartInstant(race('2026-03-14', null)).toISOString()).to.equal('2026-03-14T06:00:00.000Z');
  });

  it('follows the zone’s offset of that day: in 2020, before Mexico dropped summer time, July was UTC−5', () => {
    expect(raceStartInstant(race('2020-07-01', '12:00')).toISOString()).to.equal('2020-07-01T17:00:00.000Z');
    expect(raceStartInstant(race('2020-01-15', '12:00')).toISOString()).to.equal('2020-01-15T18:00:00.000Z');
  });

  it('sorts races by start and finds the next one after now', () => {
    const races = [race('2026-04-04', '21:00', 'Tarde'), race('2026-04-04', '08:00', 'Temprano'), race('2026-03-01', null, 'Pasada')];
    expect(sortRaces(races).map((r) => r.circuito)).to.deep.equal(['Pasada', 'Temprano', 'Tarde']);
    expect(nextRace(races, new Date('2026-04-04T15:00:00.000Z'))?.circuito).to.equal('Tarde');
    expect(nextRace(races, new Date('2026-05-01T00:00:00.000Z'))).to.equal(null);
  });
});

describe('Enrolment window', () => {
  it('stays open through the whole last day of a date-only end in Mexico City, and closes when the next day begins there', () => {
    const c = { fechaFin: '2026-03-10T00:00:00.000Z' };
    expect(enrolmentClosesAt(c).toISOString()).to.equal('2026-03-11T06:00:00.000Z');
    // 20:00 on the last day in Mexico City is already the 11th in UTC: still open.
    expect(isEnrolmentOpen(c, new Date('2026-03-11T02:00:00.000Z'))).to.equal(true);
    expect(isEnrolmentOpen(c, new Date('2026-03-11T05:59:59.000Z'))).to.equal(true);
    expect(isEnrolmentOpen(c, new Date('2026-03-11T06:00:00.000Z'))).to.equal(false);
  });

  it('closes at midnight summer time on a last day before 2022', () => {
    expect(enrolmentClosesAt({ fechaFin: '2021-07-10T00:00:00.000Z' }).toISOString()).to.equal('2021-07-11T05:00:00.000Z');
  });

  it('counts a championship as started from midnight of its first day in Mexico City, not from 18:00 the day before', () => {
    const c = { fechaInicio: '2026-03-10T00:00:00.000Z' };
    expect(hasStarted(c, new Date('2026-03-10T02:00:00.000Z'))).to.equal(false);
    expect(hasStarted(c, new Date('2026-03-10T06:00:00.000Z'))).to.equal(true);
  });

  it('closes at the exact instant of an end with a time', () => {
    expect(isEnrolmentOpen({ fechaFin: '2026-03-10T18:30:00.000Z' }, new Date('2026-03-10T18:30:00.000Z'))).to.equal(false);
  });
});

describe('Race sessions', () => {
  it('counts practice and qualifying as held when ticked or given a duration, and drops the race duration without a race', () => {
    expect(normaliseSessions({ hasPractice: false, practiceDuration: 20, hasQualy: false, qualyDuration: 0, hasRace: false, raceDuration: 45 })).to.deep.equal({
      hasPractice: true,
      practiceDuration: 20,
      hasQualy: false,
      qualyDuration: 0,
      hasRace: false,
      raceDuration: 0,
    });
  });
});

describe('Video links', () => {
  it('accepts http(s) links and empty fields, and names the problem of anything else', () => {
    for (const ok of ['https://a.test/v', ' http://b.test ', '', '   ', 'https://www.youtube.com/watch?v=M7lc1UVf-VE']) expect(videoLinkProblem(ok), ok).to.equal(null);
    for (const bad of ['javascript:alert(1)', 'ftp://c.test', 'youtube.com/watch?v=x', 'https://', 'https://a b.test', 7]) {
      expect(videoLinkProblem(bad), String(bad)).to.equal('El enlace del video no es válido: debe ser una dirección que empiece con http:// o https://');
    }
    expect(videoLinkProblem(`https://a.test/${'x'.repeat(500)}`)).to.equal('El enlace del video es demasiado largo (máximo 500 caracteres)');
  });

  it('takes the 11-character YouTube id from watch, short, embed and shorts links, and nothing else', () => {
    expect(youtubeIdOf('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10')).to.equal('M7lc1UVf-VE');
    expect(youtubeIdOf('https://youtu.be/M7lc1UVf-VE')).to.equal('M7lc1UVf-VE');
    expect(youtubeIdOf('https://www.youtube.com/embed/M7lc1UVf-VE')).to.equal('M7lc1UVf-VE');
    expect(youtubeIdOf('https://youtube.com/shorts/M7lc1UVf-VE')).to.equal('M7lc1UVf-VE');
    expect(youtubeIdOf('https://youtu.be/corto')).to.equal(null);
    expect(youtubeIdOf('https://vimeo.com/M7lc1UVf-VE')).to.equal(null);
    expect(youtubeIdOf('no es una url')).to.equal(null);
  });
});

describe('Multipart field names', () => {
  it('folds premios[x] into an object and videos[i], videos[] or a repeated videos into an ordered list', () => {
    expect(foldBrackets({ 'premios[primerPuesto]': 'A', 'premios[tercerPuesto]': 'C', 'videos[1]': 'b', 'videos[0]': 'a', otro: 'x' })).to.deep.equal({
      premios: { primerPuesto: 'A', tercerPuesto: 'C' },
      videos: ['a', 'b'],
      otro: 'x',
    });
    expect(normaliseForm({ 'videos[]': ['a', 'b'] }, ['videos'])).to.deep.equal({ videos: ['a', 'b'] });
    expect(normaliseForm({ videos: 'solo' }, ['videos'])).to.deep.equal({ videos: ['solo'] });
    expect(normaliseForm({ circuito: ['uno', 'dos'] }, ['videos'])).to.deep.equal({ circuito: 'uno' });
  });
});
