import { expect } from 'chai';
import { ARCO_MSG, BLOCKED_PAGE, BLOCKED_PAGE_MSG } from '../../../src/contracts/data-rights.contract.js';
import { ReadBlockedData } from '../../../src/modules/data-rights/application/blocked-data.use-cases.js';
import type { Person } from '../../../src/modules/data-rights/index.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { PERSONAL_DATA_SECTIONS } from '../../../src/personal-data.registry.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryBlockedAccounts, MemoryPeople, MemoryPersonalData } from '../../support/in-memory/data-rights.js';
import { MemoryPrivateFiles } from '../../support/in-memory/invoicing.js';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';

const NOW = '2026-03-02T18:00:00.000Z';
const person = (id: string, extra: Partial<Person> = {}): Person => ({
  id,
  email: `${id}@ejemplo.test`,
  nombre: id === 'beto' ? 'Beto' : 'Carla',
  apellido: 'Piloto',
  rol: 'user',
  iracingId: null,
  imagenPerfil: null,
  blockedAt: NOW,
  deletedAt: null,
  ...extra,
});
const from = { ip: '203.0.113.7', navegador: 'Navegador/1.0' };
const superadmin: Actor = { id: 'sara', rol: 'superadmin', suspendido: false, origen: from } as Actor;

function setup() {
  const clock = new ManualClock(new Date(NOW));
  const blocked = new MemoryBlockedAccounts();
  blocked.rows.push(
    { userId: 'beto', bloqueadaEn: '2026-03-01T18:00:00.000Z', conservarHasta: '2031-02-20T18:00:00.000Z', eliminadaEn: null, resumen: null },
    { userId: 'carla', bloqueadaEn: '2020-01-01T18:00:00.000Z', conservarHasta: '2025-01-01T18:00:00.000Z', eliminadaEn: '2025-01-01T18:00:00.000Z', resumen: '[]' },
  );
  const files = new MemoryPrivateFiles();
  files.files.set('/private/facturas/1.pdf', Buffer.from('%PDF-1.7'));
  const store = new MemoryPersonalData(PERSONAL_DATA_SECTIONS, {
    payments: [
      { id: 'pago-1', userId: 'beto', montoCentavos: 150_000, estado: 'completado', fechaCompletado: '2026-02-20T18:00:00.000Z', createdAt: '2026-02-20T17:00:00.000Z', checkoutUrl: 'https://pagar' },
      { id: 'pago-2', userId: 'otro', montoCentavos: 90_000, estado: 'completado', fechaCompletado: '2026-02-21T18:00:00.000Z', createdAt: '2026-02-21T17:00:00.000Z' },
      { id: 'pago-3', userId: 'carla', montoCentavos: 70_000, estado: 'completado', fechaCompletado: '2019-12-01T18:00:00.000Z', createdAt: '2019-12-01T18:00:00.000Z' },
    ],
    invoice_requests: [{ id: 'fact-1', userId: 'beto', rfc: 'PIBE800101AAA', estado: 'emitida', solicitadaEn: '2026-02-20T19:00:00.000Z', emitidaEn: '2026-02-21T19:00:00.000Z', pdfKey: '/private/facturas/1.pdf', xmlKey: '' }],
  });
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(blocked, log);
  const people = new MemoryPeople([person('beto'), person('carla', { nombre: 'Piloto', apellido: 'retirado', email: 'eliminado-carla@parrilla.invalid' })]);
  const deps = { trail: audit, people, store, blocked, files, tx };
  return { read: new ReadBlockedData(deps), log, deps };
}

describe("The superadmin's view of blocked data over stores in memory", () => {
  it('lets only a superadmin read, in Spanish, and records nothing for a refusal', async () => {
    const { read, log } = setup();
    for (const rol of ['admin', 'comisario', 'user'] as const) {
      const actor = { id: rol, rol, suspendido: false } as Actor;
      for (const attempt of [() => read.list(actor), () => read.show(actor, 'beto'), () => read.file(actor, 'beto', 'invoice_requests', 'fact-1', 'pdfKey')]) {
        const error = await attempt().catch((e: unknown) => e);
        expect(error, rol).to.include({ name: 'ForbiddenError', code: 'SUPERADMIN_ONLY', message: ARCO_MSG.blockedSuperadminOnly });
      }
    }
    expect(log.entries).to.deep.equal([]);
  });

  it('lists each cancelled account with a count of what the tax code keeps; a purged one keeps nothing and no name', async () => {
    const { read, log } = setup();
    const { cuentas } = await read.list(superadmin);
    expect(cuentas.map((c) => [c.userId, c.nombre, c.email, c.eliminadaEn])).to.deep.equal([
      ['beto', 'Beto Piloto', 'beto@ejemplo.test', null],
      ['carla', 'Piloto retirado', '', '2025-01-01T18:00:00.000Z'],
    ]);
    expect(cuentas[0]!.conservado.map((c) => [c.tabla, c.filas])).to.deep.equal([
      ['payments', 1],
      ['payment_customers', 0],
      ['invoice_requests', 1],
    ]);
    expect(cuentas[1]!.conservado).to.deep.equal([]);
    expect(log.entries.map((e) => [e.actorId, e.ip, e.navegador, e.accion, e.objetoTipo])).to.deep.equal([['sara', '203.0.113.7', 'Navegador/1.0', 'datos-bloqueados.consultados', 'datos-bloqueados']]);
  });

  it("shows one account's kept rows with until when and why, secrets and file keys left out, and records whose data was read", async () => {
    const { read, log } = setup();
    const { secciones } = await read.show(superadmin, 'beto');
    const payments = secciones.find((s) => s.tabla === 'payments')!;
    expect(payments.motivo).to.match(/Código Fiscal/);
    expect(payments.filas).to.have.length(1);
    expect(payments.filas[0]).to.deep.include({ id: 'pago-1', conservarHasta: '2031-02-20T18:00:00.000Z', archivos: [] });
    expect(payments.filas[0]!.datos).to.not.have.property('checkoutUrl');
    const invoice = secciones.find((s) => s.tabla === 'invoice_requests')!.filas[0]!;
    expect(invoice.conservarHasta).to.equal('2031-02-21T19:00:00.000Z');
    expect(invoice.datos).to.include({ rfc: 'PIBE800101AAA' }).and.not.have.any.keys('pdfKey', 'xmlKey');
    // Only the files that exist, each behind the audit-logged route.
    expect(invoice.archivos).to.deep.equal([{ columna: 'pdfKey', url: '/api/datos-personales/admin/bloqueados/beto/archivos/invoice_requests/fact-1/pdfKey' }]);
    expect(log.entries.map((e) => [e.objetoTipo, e.objetoId])).to.deep.equal([['usuario', 'beto']]);
    const missing = await read.show(superadmin, 'nadie').catch((e: unknown) => e);
    expect(missing).to.include({ name: 'NotFoundError', message: ARCO_MSG.blockedNotFound });
    expect(log.entries).to.have.length(1);
  });

  it('hands a kept file only from a row of that account and a file column, and records the download', async () => {
    const { read, log } = setup();
    const file = await read.file(superadmin, 'beto', 'invoice_requests', 'fact-1', 'pdfKey');
    expect(file.contentType).to.equal('application/pdf');
    expect(file.content.toString()).to.equal('%PDF-1.7');
    for (const [userId, tabla, id, column] of [
      ['beto', 'invoice_requests', 'fact-1', 'xmlKey'],
      ['beto', 'invoice_requests', 'fact-1', 'rfc'],
      ['beto', 'payments', 'pago-1', 'checkoutUrl'],
      ['carla', 'invoice_requests', 'fact-1', 'pdfKey'],
      ['beto', 'data_exports', 'x', 'archivo'],
    ] as const) {
      const refused = await read.file(superadmin, userId, tabla, id, column).catch((e: unknown) => e);
      expect(refused, `${tabla}.${column}`).to.include({ name: 'NotFoundError', message: ARCO_MSG.blockedFileNotFound });
    }
    expect(log.entries.map((e) => e.cambios)).to.deep.equal([[{ campo: 'consulta', antes: null, despues: 'archivo invoice_requests.pdfKey de fact-1' }]]);
  });

  it('answers nothing when the read cannot be recorded', async () => {
    const { log, deps } = setup();
    const failing = new ReadBlockedData({ ...deps, trail: { record: async () => Promise.reject(new Error('la bitácora no pudo escribir')) } });
    for (const attempt of [() => failing.list(superadmin), () => failing.show(superadmin, 'beto'), () => failing.file(superadmin, 'beto', 'invoice_requests', 'fact-1', 'pdfKey')]) {
      expect(await attempt().then(() => 'respondió', (e: Error) => e.message)).to.equal('la bitácora no pudo escribir');
    }
    expect(log.entries).to.deep.equal([]);
  });

  it('pages the accounts, the latest cancelled first, reading the people and kept rows of a page at once and recording one entry per request', async () => {
    const { read, log, deps } = setup();
    // 51 more accounts: three cancelled at the same instant (ties go by account), the rest a day apart.
    for (let i = 0; i < 51; i += 1) {
      const userId = `lote-${String(i).padStart(2, '0')}`;
      deps.blocked.rows.push({ userId, bloqueadaEn: new Date(Date.UTC(2025, 0, 1 + Math.max(i, 2))).toISOString(), conservarHasta: '2030-01-01T00:00:00.000Z', eliminadaEn: null, resumen: null });
      (deps.people.people as Person[]).push(person(userId));
    }
    const reads = { person: 0, byIds: 0, kept: 0, keptCounts: 0 };
    for (const [target, name] of [[deps.people, 'person'], [deps.people, 'byIds'], [deps.store, 'kept'], [deps.store, 'keptCounts']] as const) {
      const original = (target as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!.bind(target);
      (target as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        reads[name] += 1;
        return original(...args);
      };
    }
    const first = await read.list(superadmin);
    expect(first.cuentas).to.have.length(BLOCKED_PAGE.size);
    expect(first.cuentas.slice(0, 2).map((c) => c.userId)).to.deep.equal(['beto', 'lote-50']);
    expect(first.cuentas[0]!.conservado.map((c) => c.filas)).to.deep.equal([1, 0, 1]);
    expect(reads).to.deep.equal({ person: 0, byIds: 1, kept: 0, keptCounts: 1 });
    const second = await read.list(superadmin, { despues: first.siguiente });
    // Three cancelled at one instant go by account, across the pages' edge; the purged one, cancelled first of all, last.
    expect(first.cuentas[BLOCKED_PAGE.size - 1]!.userId).to.equal('lote-00');
    expect(second.cuentas.map((c) => c.userId)).to.deep.equal(['lote-01', 'lote-02', 'carla']);
    expect(second.siguiente).to.equal(null);
    expect((await read.list(superadmin, { limite: '2', despues: (await read.list(superadmin, { limite: '50' })).siguiente })).cuentas.map((c) => c.userId)).to.deep.equal(['lote-01', 'lote-02']);
    expect(log.entries.map((e) => e.cambios)).to.deep.equal([
      [{ campo: 'consulta', antes: null, despues: 'lista de 50 cuenta(s)' }],
      [{ campo: 'consulta', antes: null, despues: 'lista de 3 cuenta(s)' }],
      [{ campo: 'consulta', antes: null, despues: 'lista de 50 cuenta(s)' }],
      [{ campo: 'consulta', antes: null, despues: 'lista de 2 cuenta(s)' }],
    ]);
  });

  it('refuses a page size out of 1 to 100 or a place no page gave, in Spanish, recording nothing', async () => {
    const { read, log } = setup();
    for (const limite of ['0', '101', 'muchas']) {
      const refused = await read.list(superadmin, { limite }).catch((e: unknown) => e);
      expect(refused, limite).to.deep.include({ name: 'ValidationError', errors: { limite: BLOCKED_PAGE_MSG.limit } });
    }
    for (const despues of ['no-es-un-lugar', Buffer.from('["2026-01-01"]').toString('base64url')]) {
      expect(await read.list(superadmin, { despues }).catch((e: Error) => e.message)).to.equal(BLOCKED_PAGE_MSG.lost);
    }
    expect(log.entries).to.deep.equal([]);
  });
});
