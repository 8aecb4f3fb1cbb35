import { expect } from 'chai';
import { MASK, maskClabe, maskRfc, maskValue } from '../../../src/modules/audit/domain/audit-masking.js';
import { changesBetween } from '../../../src/platform/audit/audit-trail.port.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { PurgeAuditEntriesJob } from '../../../src/modules/audit/application/purge-audit-entries.job.js';

describe('Audit log: what an entry may keep', () => {
  it('never keeps a password, token, secret, code or key, whatever its value', () => {
    for (const campo of ['password', 'passwordHash', 'newPassword', 'token', 'tokenVersion', 'clientSecret', 'secreto', 'codigo', 'recoveryCodes', 'apiKey', 'webhookUrl', 'IRACING_PASSWORD']) {
      expect(maskValue('abc123-muy-secreto', campo), campo).to.equal(MASK);
    }
    expect(maskValue({ iracing: { clientSecret: 'x', usuario: 'liga@ejemplo.mx' } })).to.deep.equal({ iracing: { clientSecret: MASK, usuario: 'liga@ejemplo.mx' } });
  });

  it('keeps a CLABE\'s last four digits and an RFC\'s first four characters, under their names or inside any text', () => {
    expect(maskClabe('002180700123456789')).to.equal('••••••••••••••6789');
    expect(maskRfc('GODE561231GR8')).to.equal('GODE•••••••••');
    expect(maskValue('002180700123456789', 'clabe')).to.equal('••••••••••••••6789');
    expect(maskValue('GODE561231GR8', 'rfc')).to.equal('GODE•••••••••');
    expect(maskValue('Reembolso a la CLABE 002180700123456789 de GODE561231GR8', 'notas')).to.equal('Reembolso a la CLABE ••••••••••••••6789 de GODE•••••••••');
  });

  it('leaves everything else as it was: names, numbers, booleans, a SPEI tracking key', () => {
    expect(maskValue('Copa Volcán', 'nombre')).to.equal('Copa Volcán');
    expect(maskValue(1500, 'precio')).to.equal(1500);
    expect(maskValue(true, 'suspendido')).to.equal(true);
    expect(maskValue('MBAN01002611280001', 'claveRastreo')).to.equal('MBAN01002611280001');
  });

  it('lists only the fields that changed, with their old and new values, bookkeeping aside', () => {
    expect(changesBetween({ nombre: 'A', link: null, updatedAt: '1' }, { nombre: 'B', link: null, updatedAt: '2' })).to.deep.equal([{ campo: 'nombre', antes: 'A', despues: 'B' }]);
    expect(changesBetween(null, { id: 'x', nombre: 'A' })).to.deep.equal([
      { campo: 'id', antes: null, despues: 'x' },
      { campo: 'nombre', antes: null, despues: 'A' },
    ]);
  });

  it('records who, when, from where and what, masked, through the one trail every module calls', async () => {
    const clock = new ManualClock(new Date('2026-12-03T18:00:00.000Z'));
    const { audit, log } = memoryAudit(clock);
    const actor = { id: 'admin-1', rol: 'admin', origen: { ip: '203.0.113.9', navegador: 'Firefox/140' } };
    await audit.record({ actor, accion: 'pago.reembolso-manual', objeto: { tipo: 'pago', id: 'p1' }, cambios: [{ campo: 'clabe', antes: null, despues: '002180700123456789' }, { campo: 'password', antes: 'vieja', despues: 'nueva' }] }, null);
    expect(log.entries).to.deep.equal([
      {
        id: 'bitacora-1',
        creadoEl: '2026-12-03T18:00:00.000Z',
        actorId: 'admin-1',
        actorRol: 'admin',
        ip: '203.0.113.9',
        navegador: 'Firefox/140',
        accion: 'pago.reembolso-manual',
        objetoTipo: 'pago',
        objetoId: 'p1',
        objetoNombre: null,
        cambios: [
          { campo: 'clabe', antes: null, despues: '••••••••••••••6789' },
          { campo: 'password', antes: MASK, despues: MASK },
        ],
      },
    ]);
  });
});

describe('Audit log: retention', () => {
  it('purges only entries older than the retention, and says how many', async () => {
    const clock = new ManualClock(new Date('2024-01-01T00:00:00.000Z'));
    const { audit, log } = memoryAudit(clock);
    await audit.record({ actor: null, accion: 'sesion.fallida', objeto: { tipo: 'usuario', id: null } }, null);
    clock.set('2025-06-01T00:00:00.000Z');
    await audit.record({ actor: null, accion: 'sesion.fallida', objeto: { tipo: 'usuario', id: null } }, null);
    const job = new PurgeAuditEntriesJob({ log, retentionDays: 730 });
    expect(await job.run(new Date('2026-01-02T00:00:00.000Z'))).to.equal('1 entrada de la bitácora purgada (más de 730 días)');
    expect(log.entries.map((e) => e.creadoEl)).to.deep.equal(['2025-06-01T00:00:00.000Z']);
  });
});
