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
    expect(answer.entradas).to.have.length(5);
    expect(answer).to.include({ page: 1, siguiente: null, anterior: null });
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

  it('pages the log by place, forward and back, and the console still counts how many there are', async () => {
    const { read } = await aLog();
    const actions = (page: { entradas: Array<{ accion: string }> }) => page.entradas.map((e) => e.accion);
    const first = await read.page(SUPER, { limite: '2' });
    expect(actions(first)).to.deep.equal(['pago.estado-cambiado', 'sesion.fallida']);
    expect(first.anterior).to.equal(null);
    const second = await read.page(SUPER, { limite: '2', pagina: '2', despues: first.siguiente! });
    expect(second).to.include({ page: 2, limit: 2 });
    expect(actions(second)).to.deep.equal(['segundo-factor.restablecido', 'usuario.editado']);
    const third = await read.page(SUPER, { limite: '2', pagina: '3', despues: second.siguiente! });
    expect(actions(third)).to.deep.equal(['pago.estado-cambiado']);
    expect(third.siguiente).to.equal(null);
    const back = await read.page(SUPER, { limite: '2', pagina: '2', antes: third.anterior! });
    expect(back.entradas).to.deep.equal(second.entradas);
    expect(back.anterior).to.not.equal(null);
    expect((await read.page(SUPER, { limite: '2', antes: back.anterior! })).entradas).to.deep.equal(first.entradas);
    // A page asked by its number alone (the console's --pagina) is read by position.
    expect(actions(await read.page(SUPER, { pagina: '2', limite: '2' }))).to.deep.equal(['segundo-factor.restablecido', 'usuario.editado']);
    expect(await read.count(SUPER, {})).to.equal(5);
    expect(await read.count(SUPER, { accion: 'pago.estado-cambiado' })).to.equal(2);
  });

  it('keeps the filters on the pages after a place', async () => {
    const { read } = await aLog();
    const first = await read.page(SUPER, { accion: 'pago.estado-cambiado', limite: '1' });
    expect(first.entradas.map((e) => e.objetoId)).to.deep.equal(['p2']);
    const next = await read.page(SUPER, { accion: 'pago.estado-cambiado', limite: '1', despues: first.siguiente! });
    expect(next.entradas.map((e) => e.objetoId)).to.deep.equal(['p1']);
    expect(next.siguiente).to.equal(null);
    const dated = await read.page(SUPER, { desde: '2026-03-01', limite: '1' });
    expect((await read.page(SUPER, { desde: '2026-03-01', limite: '1', despues: dated.siguiente! })).entradas.map((e) => e.accion)).to.deep.equal(['sesion.fallida']);
  });

  it('refuses a place no page gave, or both directions at once, in Spanish', async () => {
    const { read } = await aLog();
    const { siguiente } = await read.page(SUPER, { limite: '2' });
    for (const query of [{ despues: 'no-es-un-lugar' }, { antes: '%%%' }, { despues: Buffer.from('[1,2]').toString('base64url') }, { despues: siguiente!, antes: siguiente! }]) {
      const error = await refusal(read.page(SUPER, query));
      expect(statusOf(error), JSON.stringify(query)).to.equal(400);
      expect(error.message).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
    }
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
