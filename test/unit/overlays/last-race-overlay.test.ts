import { expect } from 'chai';
import type { EventSummaryView, PhaseResultRowView } from '../../../src/contracts/results.views.js';
import { gapText, lapText, LastRaceOverlay } from '../../../src/modules/overlays/application/last-race-overlay.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { NotFoundError } from '../../../src/platform/errors.js';
import type { RaceResultsSource } from '../../../src/modules/overlays/application/ports/results-source.port.js';

function event(id: string, carreraId: string | null, sesion: number): EventSummaryView {
  return {
    id,
    _id: id,
    subsession_id: 1,
    session_name: 'Carrera',
    league_name: null,
    season_name: null,
    series_name: null,
    track_name: 'Pista',
    track_config: null,
    event_date: '2026-03-01T02:00:00.000Z',
    end_time: null,
    published_at: '2026-03-01T04:00:00.000Z',
    published: true,
    carreraId,
    sesion,
    imported_at: '2026-03-01T04:00:00.000Z',
    phases_count: 2,
    phases: [
      { simsession_name: 'QUALIFY', simsession_number: -1, simsession_type: 4 },
      { simsession_name: 'RACE', simsession_number: 0, simsession_type: 6 },
    ],
    session_car_classes: [
      { car_class_id: 10, name: 'GT3 Inventado', short_name: 'GT3' },
      { car_class_id: 20, name: 'LMP Inventado', short_name: 'LMP' },
    ],
  };
}

function row(position: number, klass: number, inClass: number, extra: Partial<PhaseResultRowView> = {}): PhaseResultRowView {
  return {
    position,
    position_in_class: inClass,
    nombrePiloto: `Piloto ${position}`,
    nombreEquipo: null,
    carId: 1,
    car_name: 'Auto',
    car_number: String(position * 3),
    car_class_id: klass,
    categoriaAuto: null,
    starting_position: null,
    bestLapTime: 90_000 + position * 100,
    bestLapNum: 3,
    vueltasDadas: 20,
    laps_led: 0,
    incidencias: 0,
    interval: (position - 1) * 1_500,
    vueltasPerdidas: 0,
    points_earned: 0,
    reason_out: 'Running',
    cust_id_individual: position,
    team_id: null,
    participant_id: `p${position}`,
    ...extra,
  };
}

const RACES = [
  { id: 'r1', ronda: 1, circuito: 'Autódromo Hermanos Rodríguez', inicio: '2026-02-22T02:00:00.000Z' },
  { id: 'r2', ronda: 2, circuito: 'Circuito de Monterrey', inicio: '2026-03-01T02:00:00.000Z' },
];
const ROWS = [row(1, 20, 1), row(2, 10, 1, { bestLapTime: 89_950.4 }), row(3, 10, 2, { interval: 5_250 }), row(4, 10, 3, { interval: null, vueltasPerdidas: 2 })];

type Applied = Awaited<ReturnType<RaceResultsSource['penalties']>>[number];
const applied = (p: Partial<Applied>): Applied => ({ custId: 2, tipo: 'tiempo', segundos: 5, posiciones: null, puntos: null, sesion: 1, ...p });

function overlay(clock: ManualClock, events: EventSummaryView[] = [event('e1', 'r1', 1), event('e2', 'r2', 1), event('e3', 'otra', 1)], penalties: Applied[] = []) {
  const asked: string[] = [];
  const penaltiesAsked: string[] = [];
  const use = new LastRaceOverlay({
    clock,
    results: {
      championship: (id) => Promise.resolve(id === 'c1' ? { nombre: 'Copa Volcán', plazoReportesHoras: 48 } : null),
      races: () => Promise.resolve(RACES),
      publishedEventsOf: (ids) => Promise.resolve(events.filter((e) => e.carreraId !== null && ids.includes(e.carreraId))),
      phase: (eventId, phase) => (asked.push(`${eventId}:${phase}`), Promise.resolve(ROWS)),
      penalties: (campeonatoId, carreraId) => (penaltiesAsked.push(`${campeonatoId}:${carreraId}`), Promise.resolve(penalties)),
    },
  });
  return { use, asked, penaltiesAsked };
}

describe('The last race’s results overlay', () => {
  it('shows the race phase of the championship’s latest race with results, gaps and the fastest lap', async () => {
    const clock = new ManualClock(new Date('2026-03-05T00:00:00.000Z'));
    const { use, asked } = overlay(clock);
    const view = await use.execute({ campeonato: 'c1', clase: null, filas: 10 });
    expect(asked).to.deep.equal(['e2:RACE']);
    expect(view.carrera).to.deep.equal({ ronda: 2, circuito: 'Circuito de Monterrey', provisional: false });
    expect(view.filas.map((f) => [f.posicion, f.numero, f.clase, f.diferencia, f.vueltaRapida])).to.deep.equal([
      [1, '3', 'LMP', '', false],
      [2, '6', 'GT3', '+1.500', true],
      [3, '9', 'GT3', '+5.250', false],
      [4, '12', 'GT3', '+2 v', false],
    ]);
    expect(view.vueltaRapida).to.deep.equal({ nombre: 'Piloto 2', tiempo: '1:29.950' });
  });

  it('is provisional until the protest window closes, counted from the race’s start', async () => {
    const clock = new ManualClock(new Date('2026-03-03T01:59:59.000Z'));
    expect((await overlay(clock).use.execute({ campeonato: 'c1', clase: null, filas: 3 })).carrera?.provisional).to.equal(true);
    clock.set('2026-03-03T02:00:01.000Z');
    expect((await overlay(clock).use.execute({ campeonato: 'c1', clase: null, filas: 3 })).carrera?.provisional).to.equal(false);
  });

  it('shows one class with places and gaps within it, and the top rows asked', async () => {
    const view = await overlay(new ManualClock(new Date('2026-03-05T00:00:00.000Z'))).use.execute({ campeonato: 'c1', clase: 'GT3', filas: 2 });
    expect(view.filas.map((f) => [f.posicion, f.nombre, f.diferencia])).to.deep.equal([
      [1, 'Piloto 2', ''],
      [2, 'Piloto 3', '+3.750'],
    ]);
  });

  it('shows the championship without a race before its first published results, and refuses an unknown one', async () => {
    const clock = new ManualClock(new Date('2026-03-05T00:00:00.000Z'));
    expect(await overlay(clock, [event('e3', 'otra', 1)]).use.execute({ campeonato: 'c1', clase: null, filas: 3 })).to.deep.equal({ campeonato: 'Copa Volcán', carrera: null, vueltaRapida: null, filas: [] });
    const unknown = await overlay(clock)
      .use.execute({ campeonato: 'c2', clase: null, filas: 3 })
      .catch((e: unknown) => e);
    expect(unknown).to.be.instanceOf(NotFoundError);
  });

  it('shows beside each driver the penalties the stewards applied to this session of the race, as the decision log words them', async () => {
    const clock = new ManualClock(new Date('2026-03-05T00:00:00.000Z'));
    const { use, penaltiesAsked } = overlay(clock, undefined, [
      applied({ custId: 2, tipo: 'tiempo', segundos: 5 }),
      applied({ custId: 3, tipo: 'posiciones', segundos: null, posiciones: 1 }),
      applied({ custId: 3, tipo: 'puntos', segundos: null, puntos: 10 }),
      applied({ custId: 4, tipo: 'descalificacion', segundos: null }),
      // A warning changes no result; a penalty of another session of the round is not this one's.
      applied({ custId: 1, tipo: 'advertencia', segundos: null }),
      applied({ custId: 1, tipo: 'tiempo', segundos: 30, sesion: 2 }),
    ]);
    const view = await use.execute({ campeonato: 'c1', clase: null, filas: 10 });
    expect(penaltiesAsked).to.deep.equal(['c1:r2']);
    expect(view.filas.map((f) => f.sanciones)).to.deep.equal([
      [],
      [{ texto: '+5 s', detalle: 'Penalización de tiempo: 5 segundos' }],
      [
        { texto: '−1 pos.', detalle: 'Pérdida de posiciones: 1 posición' },
        { texto: '−10 pts', detalle: 'Puntos de campeonato descontados: 10 puntos de campeonato' },
      ],
      [{ texto: 'Descalificado', detalle: 'Descalificación' }],
    ]);
    // The order stays the classification the public results page shows.
    expect(view.filas.map((f) => f.posicion)).to.deep.equal([1, 2, 3, 4]);
  });

  it('writes lap times and gaps as a broadcast reads them', () => {
    expect(lapText(89_950.4)).to.equal('1:29.950');
    expect(lapText(65_004)).to.equal('1:05.004');
    expect(gapText({ posicion: 1, interval: 0, vueltasPerdidas: 0 })).to.equal('');
    expect(gapText({ posicion: 3, interval: null, vueltasPerdidas: null })).to.equal('—');
  });
});
