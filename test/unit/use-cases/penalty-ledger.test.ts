import { expect } from 'chai';
import { PenaltyLedger } from '../../../src/modules/stewarding/application/penalty-ledger.js';
import type { Penalty } from '../../../src/modules/stewarding/domain/report.entity.js';
import { MemoryReports } from '../../support/in-memory/stewarding.js';

function recorded(id: string, userId: string, createdAt: string, extra: Partial<Penalty> = {}): Penalty {
  return {
    id,
    campeonatoId: 'copa',
    carreraId: 'carrera-1',
    userId,
    reportId: null,
    tipo: 'posiciones',
    segundos: null,
    posiciones: 1,
    puntos: null,
    puntosLicencia: 0,
    sesion: null,
    evento: null,
    explicacion: 'Contacto evitable.',
    creadoPor: 'comisaria',
    createdAt,
    ...extra,
  };
}

describe('The penalty ledger standings read', () => {
  it("answers a championship's penalties in the order the stewards recorded them, across drivers and races: the instant, then the id", async () => {
    const reports = new MemoryReports();
    // Stored in another order than recorded; two recorded in the same millisecond.
    await reports.insertPenalty(recorded('p-3', 'ana', '2026-04-05T12:02:00.000Z'));
    await reports.insertPenalty(recorded('p-2', 'beto', '2026-04-05T12:01:00.000Z', { carreraId: 'carrera-2' }));
    await reports.insertPenalty(recorded('p-1b', 'ana', '2026-04-05T12:00:00.000Z', { tipo: 'puntos', posiciones: null, puntos: 2 }));
    await reports.insertPenalty(recorded('p-1a', 'beto', '2026-04-05T12:00:00.000Z'));
    await reports.insertPenalty(recorded('otra', 'ana', '2026-04-05T11:00:00.000Z', { campeonatoId: 'otra-copa' }));

    const ledger = await new PenaltyLedger({ reports }).penaltiesOf('copa');
    expect(ledger.map((p) => [p.id, p.userId, p.carreraId, p.registradaEn])).to.deep.equal([
      ['p-1a', 'beto', 'carrera-1', '2026-04-05T12:00:00.000Z'],
      ['p-1b', 'ana', 'carrera-1', '2026-04-05T12:00:00.000Z'],
      ['p-2', 'beto', 'carrera-2', '2026-04-05T12:01:00.000Z'],
      ['p-3', 'ana', 'carrera-1', '2026-04-05T12:02:00.000Z'],
    ]);
    expect(ledger[1]).to.include({ tipo: 'puntos', puntos: 2, posiciones: null });
  });
});
