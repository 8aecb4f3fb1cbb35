import { expect } from 'chai';
import { stewardingWorkLabel } from '../../../src/contracts/stewarding.messages.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { StewardingWaitingWork } from '../../../src/modules/stewarding/application/waiting-work.use-case.js';
import type { ReportState } from '../../../src/modules/stewarding/domain/report.entity.js';
import { DomainError } from '../../../src/platform/errors.js';
import { MemoryAppeals, MemoryReports } from '../../support/in-memory/stewarding.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };

describe('The stewards\' work waiting for an admin, over stores in memory', () => {
  it('says what waits in natural Spanish, singular and plural, and that nothing does', () => {
    expect(stewardingWorkLabel({ pendientes: 0, enConflicto: 0, apelaciones: 0 })).to.equal('Ningún reporte ni apelación por atender');
    expect(stewardingWorkLabel({ pendientes: 1, enConflicto: 0, apelaciones: 0 })).to.equal('1 reporte pendiente');
    expect(stewardingWorkLabel({ pendientes: 3, enConflicto: 0, apelaciones: 0 })).to.equal('3 reportes pendientes');
    expect(stewardingWorkLabel({ pendientes: 0, enConflicto: 1, apelaciones: 0 })).to.equal('1 reporte en conflicto');
    expect(stewardingWorkLabel({ pendientes: 0, enConflicto: 2, apelaciones: 0 })).to.equal('2 reportes en conflicto');
    expect(stewardingWorkLabel({ pendientes: 0, enConflicto: 0, apelaciones: 1 })).to.equal('1 apelación por decidir');
    expect(stewardingWorkLabel({ pendientes: 0, enConflicto: 0, apelaciones: 4 })).to.equal('4 apelaciones por decidir');
    expect(stewardingWorkLabel({ pendientes: 2, enConflicto: 1, apelaciones: 0 })).to.equal('2 reportes pendientes y 1 en conflicto');
    expect(stewardingWorkLabel({ pendientes: 1, enConflicto: 0, apelaciones: 2 })).to.equal('1 reporte pendiente y 2 apelaciones por decidir');
    expect(stewardingWorkLabel({ pendientes: 0, enConflicto: 2, apelaciones: 1 })).to.equal('2 reportes en conflicto y 1 apelación por decidir');
    expect(stewardingWorkLabel({ pendientes: 1, enConflicto: 3, apelaciones: 1 })).to.equal('1 reporte pendiente, 3 en conflicto y 1 apelación por decidir');
  });

  it('counts pending reports, reports in conflict and appeals not decided, for an admin only', async () => {
    const reports = new MemoryReports();
    const appeals = new MemoryAppeals();
    reports.appealStore = appeals;
    const states: ReportState[] = ['pendiente', 'pendiente', 'en_conflicto', 'resuelto', 'rechazado', 'resuelto'];
    for (const [i, estado] of states.entries()) {
      await reports.insert({ id: `r-${i}`, numeroReporte: i + 1, campeonatoId: 'copa', carreraId: 'c1', reporterId: 'ana', reportedId: 'beto', vuelta: 1, heat: null, descripcion: 'Contacto.', capturas: [], videos: [], estado, createdAt: '2026-04-02T03:00:00.000Z' });
    }
    const appeal = (id: string, reportId: string, estado: 'pendiente' | 'confirmada') =>
      appeals.insert({ id, reportId, userId: id, motivo: 'No fue mi culpa.', capturas: [], videos: [], estado, explicacion: null, sancionAnterior: null, decididoPor: null, decididoAt: null, createdAt: '2026-04-03T03:00:00.000Z' });
    await appeal('a1', 'r-3', 'pendiente');
    await appeal('a2', 'r-3', 'confirmada');
    const work = new StewardingWaitingWork({ reports, appeals });
    expect(await work.execute(admin)).to.deep.equal({ pendientes: 2, enConflicto: 1, apelaciones: 1, total: 4, resumen: '2 reportes pendientes, 1 en conflicto y 1 apelación por decidir' });
    const steward = await work.execute({ id: 'c1', rol: 'comisario', suspendido: false }).then(() => null, (e: unknown) => e);
    expect(steward).to.be.instanceOf(DomainError);
  });
});
