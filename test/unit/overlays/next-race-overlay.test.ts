import { expect } from 'chai';
import { countdownText, NextRaceOverlay } from '../../../src/modules/overlays/application/next-race-overlay.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';

const RACES = [
  { id: 'r1', ronda: 1, circuito: 'Autódromo Hermanos Rodríguez', inicio: '2026-02-22T02:00:00.000Z', mapa: null },
  { id: 'r2', ronda: 2, circuito: 'Circuito de Monterrey', inicio: '2026-03-08T02:00:00.000Z', mapa: '/uploads/carreras/mty.png' },
  { id: 'r3', ronda: 3, circuito: 'Autódromo de Querétaro', inicio: '2026-03-15T02:00:00.000Z', mapa: null },
];

const overlay = (clock: ManualClock) =>
  new NextRaceOverlay({
    clock,
    results: {
      championship: (id) => Promise.resolve(id === 'c1' ? { nombre: 'Copa Volcán', plazoReportesHoras: 48 } : null),
      races: () => Promise.resolve(RACES),
      publishedEventsOf: () => Promise.resolve([]),
      phase: () => Promise.resolve([]),
      penalties: () => Promise.resolve([]),
    },
  });

describe('The next race overlay', () => {
  it('shows the first race still to start, its start in Mexico City time and what is left', async () => {
    const view = await overlay(new ManualClock(new Date('2026-03-06T00:47:55.000Z'))).execute({ campeonato: 'c1' });
    expect(view.carrera).to.deep.equal({
      ronda: 2,
      circuito: 'Circuito de Monterrey',
      mapa: '/uploads/carreras/mty.png',
      inicio: '2026-03-08T02:00:00.000Z',
      hora: 'sábado 7 de marzo de 2026 a las 20:00 (hora del centro de México)',
      faltan: '2 d 01:12:05',
    });
  });

  it('moves to the following race once one has started, and to none after the last', async () => {
    const clock = new ManualClock(new Date('2026-03-08T02:00:01.000Z'));
    expect((await overlay(clock).execute({ campeonato: 'c1' })).carrera?.ronda).to.equal(3);
    clock.set('2026-03-16T00:00:00.000Z');
    expect(await overlay(clock).execute({ campeonato: 'c1' })).to.deep.equal({ campeonato: 'Copa Volcán', carrera: null });
  });

  it('counts down as a broadcast shows it', () => {
    expect(countdownText(59_999)).to.equal('00:00:59');
    expect(countdownText(3 * 3_600_000 + 5_000)).to.equal('03:00:05');
    expect(countdownText(86_400_000)).to.equal('1 d 00:00:00');
    expect(countdownText(0)).to.equal('¡Arrancamos!');
  });
});
