import { expect } from 'chai';
import { readIracingExport, toEventResult } from '../../../src/modules/results/domain/iracing-export.js';
import { DomainError, statusOf, ValidationError } from '../../../src/platform/errors.js';
import { inventedExport, row, type InventedRow } from '../../support/iracing-exports.js';

const race = (rows: InventedRow[]) => ({ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: rows });
const driver = (fields: Partial<InventedRow> = {}) => row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, ...fields });

/** The error an export gets, built from the invented one with `overrides`. */
function refusalOf(overrides: Record<string, unknown>): DomainError {
  try {
    toEventResult(readIracingExport(JSON.stringify(inventedExport({ session_results: [race([driver()])], ...overrides }))), {
      newId: () => 'x',
      importedAt: '2026-03-02T00:00:00.000Z',
    });
  } catch (err) {
    expect(err).to.be.instanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error('the export was accepted');
}

describe('iRacing exports with values no real export has', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a start in the year 275760', { start_time: '+275760-09-13T00:00:00.000Z' }, /start_time .* no es una fecha posible/],
    ['a start on 30 February', { start_time: '2024-02-30T19:00:00Z' }, /start_time .* no es una fecha posible/],
    ['an end in the year 9999', { end_time: '9999-01-01T00:00:00Z' }, /end_time .* no es una fecha posible/],
    ['a subsession id of 1e300', { subsession_id: 1e300 }, /subsession_id .* no es un valor posible/],
    ['a finish position of -5', { session_results: [race([driver({ finish_position: -5 })])] }, /finish_position \(-5\) no es un valor posible/],
    ['a best lap of 1e308', { session_results: [race([driver({ best_lap_time: 1e308 })])] }, /best_lap_time .* no es un valor posible/],
    ['a customer id of 0', { session_results: [race([driver({ cust_id: 0 })])] }, /cust_id \(0\) no es un valor posible/],
    ['a 100,000-character name', { session_results: [race([driver({ display_name: 'x'.repeat(100_000) })])] }, /display_name tiene más de 200 caracteres/],
    ['a 100,000-character track', { track: { track_name: 'x'.repeat(100_000) } }, /track_name tiene más de 200 caracteres/],
  ];
  for (const [what, overrides, reason] of cases) {
    it(`refuses ${what} with 422 and a Spanish reason naming the field`, () => {
      const error = refusalOf(overrides);
      expect(statusOf(error)).to.equal(422);
      expect(error.code).to.equal('IMPLAUSIBLE_RESULT');
      expect(error.message).to.match(reason);
      expect(error.errors).to.deep.equal({ eventfile: error.message });
    });
  }

  it('still refuses a file that is not an export at all as invalid (400), not implausible', () => {
    const error = refusalOf({ start_time: 'ayer' });
    expect(error).to.be.instanceOf(ValidationError);
    expect(statusOf(error)).to.equal(400);
  });

  it('takes a plausible invented export, negative team ids and -1 for unknown values included', () => {
    const built = toEventResult(readIracingExport(JSON.stringify(inventedExport({ session_results: [race([driver({ team_id: -278340, interval: -1 })])] }))), {
      newId: () => `id-${Math.random()}`,
      importedAt: '2026-03-02T00:00:00.000Z',
    });
    expect(built.event.startTime).to.equal('2026-03-01T18:00:00.000Z');
    expect(built.entries).to.have.length(1);
  });
});
