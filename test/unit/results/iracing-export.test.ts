import { expect } from 'chai';
import * as analyses from '../../../src/modules/results/domain/analyses.js';
import { readIracingExport, toEventResult } from '../../../src/modules/results/domain/iracing-export.js';
import { ValidationError } from '../../../src/platform/errors.js';
import { inventedExport, row } from '../../support/iracing-exports.js';

let counter = 0;
const build = (root: unknown) => toEventResult(readIracingExport(JSON.stringify(root)), { newId: () => `id-${++counter}`, importedAt: '2026-03-02T00:00:00.000Z' });

function refusal(input: string | Buffer): string {
  try {
    const root = readIracingExport(input);
    toEventResult(root, { newId: () => 'x', importedAt: '2026-03-02T00:00:00.000Z' });
  } catch (err) {
    expect(err).to.be.instanceOf(ValidationError);
    return (err as Error).message;
  }
  throw new Error('the file was accepted');
}

// Two classes, a lapped car, a driver with no valid lap, unknown ratings, qualifying and race.
const race = {
  simsession_number: 0,
  simsession_type: 6,
  simsession_name: 'RACE',
  results: [
    row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, starting_position: 2, laps_complete: 20, laps_lead: 15, incidents: 2, best_lap_time: 905_1234, best_lap_num: 7, interval: 0, class_interval: 0, oldi_rating: 2000, newi_rating: 2050, old_cpi: 40.5, new_cpi: 42.25 }),
    row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, starting_position: 0, laps_complete: 20, laps_lead: 5, incidents: 4, best_lap_time: 904_0000, best_lap_num: 3, interval: 123_4567, class_interval: 123_4567, oldi_rating: 2100, newi_rating: 2060, old_cpi: 50, new_cpi: 48 }),
    row({ cust_id: 3, display_name: 'Caro Recta', finish_position: 2, finish_position_in_class: 0, starting_position: 1, laps_complete: 18, incidents: 0, car_id: 2, car_name: 'Turismo X', car_class_id: 20, interval: -1, class_interval: 0, oldi_rating: -1, newi_rating: -1 }),
    row({ cust_id: 4, display_name: 'Dani Box', finish_position: 3, finish_position_in_class: 2, starting_position: 3, laps_complete: 0, incidents: 1, reason_out: 'Disconnected' }),
  ],
};
const qualy = {
  simsession_number: -1,
  simsession_type: 4,
  simsession_name: 'QUALIFY',
  results: [
    row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 0, laps_complete: 3, incidents: 0, best_lap_time: 900_0000 }),
    row({ cust_id: 3, display_name: 'Caro Recta', finish_position: 1, finish_position_in_class: 0, laps_complete: 3, incidents: 1, car_id: 2, car_class_id: 20, best_lap_time: 950_0000 }),
    row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 2, finish_position_in_class: 1, laps_complete: 3, incidents: 4, best_lap_time: 901_0000 }),
  ],
};
const twoClasses = inventedExport({
  car_classes: [
    { car_class_id: 10, short_name: 'GT Inv', name: 'GT Inventado', cars_in_class: [{ car_id: 1 }] },
    { car_class_id: 20, short_name: 'TC Inv', name: 'Turismo Inventado', cars_in_class: [{ car_id: 2 }] },
  ],
  session_results: [race, qualy],
});

describe('Reading iRacing exports', () => {
  it('reads the 2025 envelope and a byte-order mark to the same event as the bare object', () => {
    const bare = build(twoClasses);
    const enveloped = toEventResult(readIracingExport(Buffer.from('\uFEFF' + JSON.stringify({ type: 'event_result', data: twoClasses }), 'utf8')), {
      newId: () => `id-${++counter}`,
      importedAt: '2026-03-02T00:00:00.000Z',
    });
    expect(enveloped.event.subsessionId).to.equal(bare.event.subsessionId);
    expect(analyses.phaseResults(enveloped, 'RACE')).to.deep.equal(analyses.phaseResults(bare, 'RACE'));
  });

  it('names the event by session_name, else series_name, else the track; N/A config is none', () => {
    expect(build(twoClasses).event).to.include({ sessionName: 'Copa Inventada', trackConfig: null, leagueName: 'Liga de Prueba' });
    expect(build({ ...twoClasses, session_name: undefined, series_name: 'Serie Oficial' }).event.sessionName).to.equal('Serie Oficial');
    expect(build({ ...twoClasses, session_name: undefined }).event.sessionName).to.equal('Autódromo Ficticio');
  });

  it('publishes one hour after the end, or after the start when there is no end', () => {
    expect(build(twoClasses).event.publishedAt).to.equal('2026-03-01T20:00:00.000Z');
    expect(build({ ...twoClasses, end_time: undefined }).event.publishedAt).to.equal('2026-03-01T19:00:00.000Z');
  });

  it('shows a lapped car with a null interval and its laps down, the leader at 0', () => {
    const { results } = analyses.phaseResults(build(twoClasses), 'RACE');
    expect(results.map((r) => [r.nombrePiloto, r.interval, r.vueltasPerdidas])).to.deep.equal([
      ['Ana Pista', 0, 0],
      ['Beto Curva', 123456.7, 0],
      ['Caro Recta', null, 2],
      ['Dani Box', null, 20],
    ]);
  });

  it('leaves a driver with no valid lap out of the best laps and gives them a null best lap', () => {
    const result = build(twoClasses);
    expect(analyses.phaseResults(result, 'RACE').results[3].bestLapTime).to.equal(null);
    expect(analyses.bestLaps(result).map((r) => [r.phase_name, r.driver_display_name, r.best_lap_time])).to.deep.equal([
      ['QUALIFY', 'Beto Curva', 900000],
      ['QUALIFY', 'Ana Pista', 901000],
      ['QUALIFY', 'Caro Recta', 950000],
      ['RACE', 'Beto Curva', 904000],
      ['RACE', 'Ana Pista', 905123.4],
    ]);
  });

  it('leaves a car with no lap out of the incident ratio', () => {
    expect(analyses.incidentRatioRanking(build(twoClasses)).map((r) => [r.driver_display_name, r.incidents_per_lap_race])).to.deep.equal([
      ['Beto Curva', 0.2],
      ['Ana Pista', 0.1],
      ['Caro Recta', 0],
    ]);
  });

  it('answers unknown ratings (−1) as null and sorts them last', () => {
    const rows = analyses.ratingChanges(build(twoClasses));
    expect(rows.map((r) => [r.driver_display_name, r.irating_change])).to.deep.equal([
      ['Ana Pista', 50],
      ['Beto Curva', -40],
      ['Caro Recta', null],
      ['Dani Box', null],
    ]);
    expect(rows[0]).to.include({ old_irating: 2000, new_irating: 2050, old_cpi: 40.5, new_cpi: 42.25, cpi_change: 1.75 });
    expect(analyses.ratingChanges(build(twoClasses), 'cpi_change').map((r) => r.driver_display_name)).to.deep.equal(['Ana Pista', 'Beto Curva', 'Caro Recta', 'Dani Box']);
  });

  it('keeps two classes apart: class standings and a podium card each', () => {
    const result = build(twoClasses);
    expect(analyses.classStandings(result, 20).standings.map((s) => [s.driver_display_name, s.finish_position_in_class, s.overall_finish_position, s.interval_to_class_leader])).to.deep.equal([
      ['Caro Recta', 1, 3, 0],
    ]);
    expect(analyses.classStandings(result, 10).standings.map((s) => s.driver_display_name)).to.deep.equal(['Ana Pista', 'Beto Curva', 'Dani Box']);
    expect(analyses.podium(result).map((c) => [c.short_name, c.winners.map((w) => w.nombrePiloto)])).to.deep.equal([
      ['GT Inv', ['Ana Pista', 'Beto Curva', 'Dani Box']],
      ['TC Inv', ['Caro Recta']],
    ]);
    expect(() => analyses.classStandings(result, 99)).to.throw('La clase no existe en este evento');
  });

  it('qualy vs race compares places overall and in class', () => {
    expect(analyses.qualyVsRace(build(twoClasses)).map((r) => [r.driver_display_name, r.qualy_position, r.race_finish_position, r.positions_gained_lost, r.positions_gained_lost_in_class])).to.deep.equal([
      ['Ana Pista', 3, 1, 2, 1],
      ['Beto Curva', 1, 2, -1, -1],
      ['Caro Recta', 2, 3, -1, 0],
    ]);
  });

  it('without a qualifying session, qualy vs race is empty and the rest still answers', () => {
    const result = build({ ...twoClasses, session_results: [race] });
    expect(analyses.qualyVsRace(result)).to.deep.equal([]);
    expect(analyses.hardChargers(result).map((r) => [r.driver_display_name, r.positions_gained])).to.deep.equal([['Ana Pista', 2]]);
  });

  it('a 2021 row without car_name takes its car from the class that lists the car', () => {
    const old = inventedExport({ session_results: [{ ...race, results: [{ ...race.results[0], car_name: undefined, car_class_short_name: undefined }] }] });
    expect(analyses.phaseResults(build(old), 'RACE').results[0]).to.include({ car_name: 'GT Inventado', categoriaAuto: 'GT Inv' });
  });

  it('reads a team event: team rows for results, driver rows for ratings and performance', () => {
    const team = inventedExport({
      session_results: [
        {
          simsession_number: 0,
          simsession_type: 6,
          simsession_name: 'RACE',
          results: [
            row({
              team_id: -7,
              display_name: 'Escudería Uno',
              finish_position: 0,
              laps_complete: 30,
              incidents: 6,
              interval: 0,
              driver_results: [
                row({ cust_id: 11, display_name: 'Eva Uno', finish_position: 0, laps_complete: 18, incidents: 2, oldi_rating: 1500, newi_rating: 1530 }),
                row({ cust_id: 12, display_name: 'Fer Dos', finish_position: 0, laps_complete: 12, incidents: 4, oldi_rating: 1800, newi_rating: 1790 }),
              ],
            }),
          ],
        },
      ],
    });
    const result = build(team);
    expect(analyses.phaseResults(result, 'RACE').results[0]).to.include({ nombreEquipo: 'Escudería Uno', nombrePiloto: 'Eva Uno / Fer Dos', team_id: -7 });
    expect(analyses.ratingChanges(result).map((r) => [r.driver_display_name, r.nombreEquipo, r.irating_change])).to.deep.equal([
      ['Eva Uno', 'Escudería Uno', 30],
      ['Fer Dos', 'Escudería Uno', -10],
    ]);
    expect(analyses.driverPerformance(result, 12).phases[0]).to.include({ laps: 12, incidents: 4, finish: 1, nombreEquipo: 'Escudería Uno' });
    expect(() => analyses.driverPerformance(result, 99)).to.throw('El piloto no participó en este evento');
  });

  describe('refuses what is not an iRacing result, saying what is wrong', () => {
    it('text that is not JSON', () => expect(refusal('hola, soy un texto')).to.match(/no es JSON válido/));
    it('a lap file', () => expect(refusal(JSON.stringify([{ lap_number: 1, cust_id: 1, lap_time: 900000 }]))).to.match(/lista de vueltas/));
    it('a bare session_results array', () => expect(refusal(JSON.stringify(twoClasses.session_results))).to.match(/solo la lista de sesiones/));
    it('the lap-chart info object', () => expect(refusal(JSON.stringify({ success: true, session_info: {}, chunk_info: {} }))).to.match(/gráfico de vueltas/));
    it("another program's JSON", () => expect(refusal(JSON.stringify({ name: 'mi-app', version: '1.0.0' }))).to.match(/no es un resultado de iRacing: le falta subsession_id/));
    it('an envelope of another type', () => expect(refusal(JSON.stringify({ type: 'lap_data', data: {} }))).to.match(/tipo "lap_data"/));
    it('a result without its track', () => expect(refusal(JSON.stringify({ ...twoClasses, track: undefined }))).to.match(/le falta track/));
    it('a row without finish_position, naming the session and row', () => {
      const broken = inventedExport({ session_results: [{ ...race, results: [race.results[0], { ...race.results[1], finish_position: undefined }] }] });
      expect(refusal(JSON.stringify(broken))).to.equal('Sesión RACE, fila 2: falta finish_position o no es un número entero');
    });
    it('a result with no sessions', () => expect(refusal(JSON.stringify({ ...twoClasses, session_results: [] }))).to.match(/no tiene sesiones/));
  });
});
