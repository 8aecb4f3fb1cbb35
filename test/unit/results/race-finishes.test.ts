import { expect } from 'chai';
import { raceFinishes } from '../../../src/modules/results/domain/race-finishes.js';
import { readIracingExport, toEventResult } from '../../../src/modules/results/domain/iracing-export.js';
import { inventedExport, row } from '../../support/iracing-exports.js';

let counter = 0;
const build = (root: unknown) => toEventResult(readIracingExport(JSON.stringify(root)), { newId: () => `id-${++counter}`, importedAt: '2026-03-02T00:00:00.000Z' });

describe("Each driver's finish in an event's main race", () => {
  it('a one-class race: his overall place out of every car; qualifying is not counted', () => {
    const result = build(
      inventedExport({
        session_results: [
          {
            simsession_number: -1,
            simsession_type: 4,
            simsession_name: 'QUALIFY',
            results: [row({ cust_id: 2, display_name: 'Beto', finish_position: 0, laps_complete: 2, incidents: 0 }), row({ cust_id: 1, display_name: 'Ana', finish_position: 1, laps_complete: 2, incidents: 0 })],
          },
          {
            simsession_number: 0,
            simsession_type: 6,
            simsession_name: 'RACE',
            results: [
              row({ cust_id: 1, display_name: 'Ana', finish_position: 0, laps_complete: 20, incidents: 0 }),
              row({ cust_id: 2, display_name: 'Beto', finish_position: 1, laps_complete: 20, incidents: 2 }),
              row({ cust_id: 3, display_name: 'Caro', finish_position: 2, laps_complete: 19, incidents: 0 }),
            ],
          },
        ],
      }),
    );
    const finishes = raceFinishes(result.event.id, result.phases, result.carClasses, result.entries);
    expect(finishes).to.deep.equal([
      { eventId: result.event.id, custId: 1, posicion: 1, de: 3, clase: null, posicionClase: 1, deClase: 3 },
      { eventId: result.event.id, custId: 2, posicion: 2, de: 3, clase: null, posicionClase: 2, deClase: 3 },
      { eventId: result.event.id, custId: 3, posicion: 3, de: 3, clase: null, posicionClase: 3, deClase: 3 },
    ]);
  });

  it('a multi-class race names his class with his place in it; a team race gives each of its drivers the team\'s place', () => {
    const result = build(
      inventedExport({
        car_classes: [
          { car_class_id: 10, short_name: 'GT3', name: 'GT3 Class', cars_in_class: [{ car_id: 1 }] },
          { car_class_id: 20, short_name: 'LMP2', name: 'LMP2 Class', cars_in_class: [{ car_id: 2 }] },
        ],
        session_results: [
          {
            simsession_number: 0,
            simsession_type: 6,
            simsession_name: 'RACE',
            results: [
              row({ team_id: -1, display_name: 'Prototipos MX', finish_position: 0, finish_position_in_class: 0, car_id: 2, car_class_id: 20, laps_complete: 40, incidents: 0, driver_results: [row({ cust_id: 5, display_name: 'Eva', finish_position: 0, car_id: 2, car_class_id: 20, laps_complete: 40, incidents: 0 })] }),
              row({
                team_id: -2,
                display_name: 'Escudería Uno',
                finish_position: 1,
                finish_position_in_class: 0,
                laps_complete: 38,
                incidents: 4,
                driver_results: [
                  row({ cust_id: 11, display_name: 'Fer', finish_position: 1, laps_complete: 20, incidents: 2 }),
                  row({ cust_id: 12, display_name: 'Gil', finish_position: 1, laps_complete: 18, incidents: 2 }),
                ],
              }),
              row({ team_id: -3, display_name: 'Escudería Dos', finish_position: 2, finish_position_in_class: 1, laps_complete: 37, incidents: 0, driver_results: [row({ cust_id: 13, display_name: 'Hugo', finish_position: 2, laps_complete: 37, incidents: 0 })] }),
            ],
          },
        ],
      }),
    );
    const byDriver = new Map(raceFinishes(result.event.id, result.phases, result.carClasses, result.entries).map((f) => [f.custId, f]));
    expect([...byDriver.keys()].sort()).to.deep.equal([11, 12, 13, 5]);
    expect(byDriver.get(11)).to.deep.include({ posicion: 2, de: 3, clase: 'GT3', posicionClase: 1, deClase: 2 });
    expect(byDriver.get(12)).to.deep.include({ posicion: 2, clase: 'GT3', posicionClase: 1 });
    expect(byDriver.get(13)).to.deep.include({ posicion: 3, clase: 'GT3', posicionClase: 2, deClase: 2 });
    expect(byDriver.get(5)).to.deep.include({ posicion: 1, clase: 'LMP2', posicionClase: 1, deClase: 1 });
  });

  it('an event without a race session gives no finish', () => {
    const result = build(inventedExport({ session_results: [{ simsession_number: 0, simsession_type: 4, simsession_name: 'QUALIFY', results: [row({ cust_id: 1, display_name: 'Ana', finish_position: 0, laps_complete: 2, incidents: 0 })] }] }));
    expect(raceFinishes(result.event.id, result.phases, result.carClasses, result.entries)).to.deep.equal([]);
  });
});
