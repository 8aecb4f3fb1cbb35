import { expect } from 'chai';
import { ReadAuditLog } from '../../../src/modules/audit/application/read-audit-log.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { statusOf } from '../../../src/platform/errors.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { refusal } from '../../support/refusal.js';

const SUPER = { id: 'sara', rol: 'superadmin' };
const PEOPLE = [
  { id: 'sara', nombre: 'Sara', apellido: 'Jefa', email: 'sara@liga.mx' },
  { id: 'alan', nombre: 'Alan', apellido: 'Admin', email: 'alan@liga.mx' },
];

/** A log with entries at known instants, read as the superadmin reads it. */
async function aLog() {
  const clock = new ManualClock(new Date('2026-03-01T05:30:00.000Z'));
  const { audit, log } = memoryAudit(clock);
  const at = async (iso: string, record: Parameters<typeof audit.record>[0]) => {
    clock.set(new Date(iso));
    await audit.record(record, {} as never);
  };
  // 23:30 of 28 February in Mexico City.
  await at('2026-03-01T05:30:00.000Z', { actor: { id: 'alan', rol: 'admin' }, accion: 'pago.estado-cambiado', objeto: { tipo: 'pago', id: 'p1' } });
  // 00:30 of 1 March in Mexico City.
  await at('2026-03-01T06:30:00.000Z', { actor: { id: 'sara', rol: 'superadmin' }, accion: 'usuario.editado', objeto: { tipo: 'usuario', id: 'alan' } });
  await at('2026-03-02T18:00:00.000Z', { actor: { id: 'console' }, accion: 'segundo-factor.restablecido', objeto: { tipo: 'usuario', id: 'alan' } });
  await at('2026-03-03T18:00:00.000Z', { actor: null, origen: { ip: '10.0.0.9', navegador: null }, accion: 'sesion.fallida', objeto: { tipo: 'usuario', id: null, nombre: 'nadie@liga.mx' } });
  await at('2026-03-04T18:00:00.000Z', { actor: { id: 'gone', rol: 'admin' }, accion: 'pago.estado-cambiado', objeto: { tipo: 'pago', id: 'p2' } });
  const people = { find: async (key: string) => PEOPLE.find((p) => p.id === key || p.email === key) ?? null, cancelled: async () => [] };
  return { log, read: new ReadAuditLog({ log, people }) };
}

describe('Audit log: how the superadmin reads it', () => {
  it('masks the address in what a cancelled account did even once its purge has forgotten the address', async () => {
    const { audit, log } = memoryAudit(new ManualClock(new Date('2026-03-01T05:30:00.000Z')));
    await audit.record({ actor: { id: 'beto', rol: 'user' }, accion: 'arco.solicitud-presentada', objeto: { tipo: 'solicitud-arco', id: 'r1', nombre: 'acceso: beto@ejemplo.test' } }, {} as never);
    const forgotten = { id: 'beto', nombre: 'Piloto', apellido: 'retirado', email: 'eliminado-beto@parrilla.invalid' };
    const read = new ReadAuditLog({ log, people: { find: async () => null, cancelled: async () => [forgotten] } });
    expect((await read.all(SUPER, {})).map((l) => [l.actor, l.objetoNombre])).to.deep.equal([['Piloto retirado', 'acceso: Piloto retirado']]);
  });

  it("names a cancelled account 'Piloto retirado', as actor, as object and wherever its address or name was written", async () => {
    const clock = new ManualClock(new Date('2026-03-01T05:30:00.000Z'));
    const { audit, log } = memoryAudit(clock);
    const beto = { id: 'beto', nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test' };
    await audit.record({ actor: { id: 'beto', rol: 'user' }, accion: 'sesion.iniciada', objeto: { tipo: 'usuario', id: 'beto', nombre: beto.email } }, {} as never);
    await audit.record({ actor: { id: 'beto', rol: 'user' }, accion: 'arco.solicitud-presentada', objeto: { tipo: 'solicitud-arco', id: 'r1', nombre: `acceso: ${beto.email}` } }, {} as never);
    await audit.record({ actor: { id: 'alan', rol: 'admin' }, accion: 'inscripcion.agregada', objeto: { tipo: 'inscripcion', id: 'i1', nombre: 'Beto Luna en Copa Bajío' }, cambios: [{ campo: 'piloto', antes: null, despues: 'Beto Luna <beto@ejemplo.test>' }] }, {} as never);
    const people = {
      find: async (key: string) => PEOPLE.find((p) => p.id === key || p.email === key) ?? null,
      cancelled: async () => [beto],
    };
    const read = new ReadAuditLog({ log, people });
    const lines = [...(await read.page(SUPER, {})).entradas, ...(await read.all(SUPER, {}))];
    const text = JSON.stringify(lines);
    for (const kept of ['Beto', 'Luna', beto.email]) expect(text, kept).to.not.include(kept);
    const first = (await read.all(SUPER, {})).reverse();
    expect(first.map((l) => [l.actor, l.objetoNombre])).to.deep.equal([
      ['Piloto retirado', 'Piloto retirado'],
      ['Piloto retirado', 'acceso: Piloto retirado'],
      ['Alan Admin <alan@liga.mx>', 'Piloto retirado en Copa Bajío'],
    ]);
    expect(first[2]!.cambios).to.deep.equal([{ campo: 'piloto', antes: null, despues: 'Piloto retirado <Piloto retirado>' }]);
  });

  it('is refused to anyone but a superadmin, in Spanish, before anything is read', async () => {
    const { read } = await aLog();
    for (const rol of ['admin', 'comisario', 'user']) {
      const error = await refusal(read.page({ id: 'x', rol }, {}));
      expect(statusOf(error)).to.equal(403);
      expect(error.code).to.equal('SUPERADMIN_ONLY');
      expect(error.message).to.equal('Solo un superadministrador puede leer la bitácora');
      expect(statusOf(await refusal(read.all({ id: 'x', rol }, {})))).to.equal(403);
    }
  });

  it('answers the newest first, each actor named, the instant in Mexico City time, with the filters\' lists', async () => {
    const { read } = await aLog();
    const answer = await read.page(SUPER, {});
    expect(answer.total).to.equal(5);
    expect(answer.entradas.map((e) => e.accion)).to.deep.equal(['pago.estado-cambiado', 'sesion.fallida', 'segundo-factor.restablecido', 'usuario.editado', 'pago.estado-cambiado']);
    expect(answer.entradas.map((e) => e.actor)).to.deep.equal(['Cuenta eliminada', 'Sin sesión', 'Consola', 'Sara Jefa <sara@liga.mx>', 'Alan Admin <alan@liga.mx>']);
    expect(answer.entradas.at(-1)!.fecha).to.equal('28/02/2026 23:30');
    expect(answer.acciones).to.deep.equal(['pago.estado-cambiado', 'segundo-factor.restablecido', 'sesion.fallida', 'usuario.editado']);
    expect(answer.objetos).to.deep.equal(['pago', 'usuario']);
  });

  it('filters by person (id, e-mail or the console), action, object and Mexico City days, both ends included', async () => {
    const { read } = await aLog();
    const ids = async (query: Record<string, string>) => (await read.page(SUPER, query)).entradas.map((e) => e.objetoId);
    expect(await ids({ persona: 'alan@liga.mx' })).to.deep.equal(['p1']);
    expect(await ids({ persona: 'alan' })).to.deep.equal(['p1']);
    expect(await ids({ persona: 'Consola' })).to.deep.equal(['alan']);
    expect(await ids({ accion: 'pago.estado-cambiado' })).to.deep.equal(['p2', 'p1']);
    expect(await ids({ objeto: 'usuario', objetoId: 'alan' })).to.deep.equal(['alan', 'alan']);
    // 28 February in Mexico City ends at 06:00 UTC of 1 March.
    expect(await ids({ hasta: '2026-02-28' })).to.deep.equal(['p1']);
    expect(await ids({ desde: '2026-03-01', hasta: '2026-03-02' })).to.deep.equal(['alan', 'alan']);
  });

  it('pages the log and says how many there are', async () => {
    const { read } = await aLog();
    const second = await read.page(SUPER, { pagina: '2', limite: '2' });
    expect(second).to.include({ total: 5, page: 2, limit: 2 });
    expect(second.entradas.map((e) => e.accion)).to.deep.equal(['segundo-factor.restablecido', 'usuario.editado']);
  });

  it('refuses a bad date, an end before the start, or a bad page, naming the field', async () => {
    const { read } = await aLog();
    const fields = async (query: Record<string, string>) => {
      const error = await refusal(read.page(SUPER, query));
      expect(statusOf(error)).to.equal(400);
      return Object.keys(error.errors ?? {});
    };
    expect(await fields({ desde: '2026-02-30' })).to.deep.equal(['desde']);
    expect(await fields({ hasta: 'mañana' })).to.deep.equal(['hasta']);
    expect(await fields({ desde: '2026-03-04', hasta: '2026-03-01' })).to.deep.equal(['hasta']);
    expect(await fields({ pagina: '0' })).to.deep.equal(['pagina']);
    expect(await fields({ limite: '1000' })).to.deep.equal(['limite']);
  });
});
