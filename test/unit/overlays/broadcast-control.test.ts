import { expect } from 'chai';
import { BROADCAST_MSG } from '../../../src/contracts/broadcast.contract.js';
import type { EnteredDriverView } from '../../../src/contracts/entries.views.js';
import type { StandingsAnswer, StandingsDriverRowView } from '../../../src/contracts/standings.views.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ChangeBroadcastControl, GetBroadcastControl, ReadBroadcastState } from '../../../src/modules/overlays/application/broadcast-control.use-cases.js';
import { DriverLowerThird } from '../../../src/modules/overlays/application/driver-lower-third.use-case.js';
import type { Change } from '../../../src/platform/change-feed/change-feed.port.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../src/platform/errors.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { MemoryBroadcastStates } from '../../support/in-memory/overlays.js';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';

const row = (custId: number, posicion: number, usuarioId?: string): StandingsDriverRowView => ({
  posicion,
  puntos: 50 - posicion,
  diferencia: posicion - 1,
  victorias: 0,
  podios: 0,
  poles: 0,
  vueltasRapidas: 0,
  deducciones: 0,
  rondas: [],
  piloto: { usuario: usuarioId ? { id: usuarioId, nombre: 'Ana', apellido: 'P.', username: null } : null, custId, nombreIracing: `Piloto ${custId}` },
  equipo: null,
});

const ANSWER: StandingsAnswer = {
  campeonatoId: 'c1',
  rondas: [{ ronda: 1, carreraId: 'r1' }],
  hastaRonda: 1,
  grupos: [
    { clave: 'c:1', grupo: 'GT3', filas: [row(11, 1, 'u-ana'), row(12, 2)] },
    { clave: 'c:2', grupo: 'GT4', filas: [row(21, 1)] },
  ],
  equipos: [],
};

const ENTRY: EnteredDriverView = { usuarioId: 'u-beto', nombre: 'Beto', apellido: 'R.', username: null, avatarUrl: null, iracingId: null, perfilPublico: true, numeroAuto: 33, equipo: null, suspensiones: [] };

const ADMIN: Actor = { id: 'admin-1', rol: 'admin', suspendido: false, origen: { ip: '10.0.0.1', navegador: 'Firefox' } };
const BROADCASTER: Actor = { id: 'tx-1', rol: 'transmision', suspendido: false };

function setup() {
  const clock = new ManualClock(new Date('2026-03-01T18:00:00.000Z'));
  const states = new MemoryBroadcastStates();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(states, log);
  const published: Change[] = [];
  const standings = { evolution: () => Promise.resolve(ANSWER) };
  const championships = { nameOf: (id: string) => Promise.resolve(id === 'c1' ? 'Copa Volcán' : null) };
  const lowerThird = new DriverLowerThird({ standings, entries: { entered: () => Promise.resolve([ENTRY]) }, championships });
  const deps = { states, championships, standings, lowerThird, tx, audit, clock, feed: { publish: async (c: Change) => void published.push(c) } };
  return { states, log, published, clock, change: new ChangeBroadcastControl(deps), get: new GetBroadcastControl(deps), read: new ReadBroadcastState({ states }) };
}

const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e);

describe('The broadcast control', () => {
  it('starts with nobody on the lower third, every panel in the frame and each overlay’s own class', async () => {
    const s = setup();
    expect(await s.read.execute('c1')).to.deep.equal({ campeonatoId: 'c1', piloto: null, oculto: [], clase: null });
    const view = await s.get.execute(ADMIN, 'c1');
    expect(view).to.deep.include({ campeonato: 'Copa Volcán', piloto: null, oculto: [], clase: null, actualizado: null });
    expect(view.pilotos.map((p) => p.clave)).to.deep.equal(['u-beto', 'u-ana', '12', '21']);
    expect(view.clases).to.deep.equal([
      { clave: 'c:1', grupo: 'GT3' },
      { clave: 'c:2', grupo: 'GT4' },
    ]);
  });

  it('changes only what is sent, records who changed what, and publishes the new state to every overlay', async () => {
    const s = setup();
    const first = await s.change.execute(ADMIN, 'c1', { piloto: 'u-ana', clase: 'gt4' });
    expect(first).to.deep.include({ piloto: 'u-ana', oculto: [], clase: 'c:2', actualizado: '2026-03-01T18:00:00.000Z' });
    s.clock.advance(1_000);
    const second = await s.change.execute(BROADCASTER, 'c1', { oculto: ['resultados', 'parrilla', 'resultados'] });
    expect(second).to.deep.include({ piloto: 'u-ana', oculto: ['resultados', 'parrilla'], clase: 'c:2' });
    expect(await s.read.execute('c1')).to.deep.equal({ campeonatoId: 'c1', piloto: 'u-ana', oculto: ['resultados', 'parrilla'], clase: 'c:2' });

    expect(s.published).to.deep.equal([
      { tema: 'control', detalle: { campeonatoId: 'c1', piloto: 'u-ana', oculto: [], clase: 'c:2' } },
      { tema: 'control', detalle: { campeonatoId: 'c1', piloto: 'u-ana', oculto: ['resultados', 'parrilla'], clase: 'c:2' } },
    ]);
    expect(s.log.entries.map((e) => [e.accion, e.actorId, e.actorRol, e.objetoTipo, e.objetoId, e.objetoNombre])).to.deep.equal([
      ['transmision.cambiada', 'admin-1', 'admin', 'campeonato', 'c1', 'Copa Volcán'],
      ['transmision.cambiada', 'tx-1', 'transmision', 'campeonato', 'c1', 'Copa Volcán'],
    ]);
    expect(s.log.entries[0]!.cambios).to.deep.equal([
      { campo: 'clase', antes: null, despues: 'c:2' },
      { campo: 'piloto', antes: null, despues: 'u-ana' },
    ]);

    await s.change.execute(BROADCASTER, 'c1', { piloto: null, clase: null });
    expect(await s.read.execute('c1')).to.deep.include({ piloto: null, clase: null, oculto: ['resultados', 'parrilla'] });
  });

  it('refuses a driver, a steward and a suspended broadcaster in Spanish, changing and publishing nothing', async () => {
    const s = setup();
    for (const actor of [
      { id: 'u-1', rol: 'user', suspendido: false },
      { id: 's-1', rol: 'comisario', suspendido: false },
    ] as Actor[]) {
      const refused = await refusal(s.change.execute(actor, 'c1', { piloto: 'u-ana' }));
      expect(refused).to.be.instanceOf(ForbiddenError).with.property('code', 'BROADCAST_ONLY');
      expect((refused as Error).message).to.equal('Acceso solo para el equipo de transmisión y los administradores');
      expect(await refusal(s.get.execute(actor, 'c1'))).to.be.instanceOf(ForbiddenError);
    }
    expect(await refusal(s.change.execute({ ...BROADCASTER, suspendido: true }, 'c1', { piloto: 'u-ana' }))).to.be.instanceOf(ForbiddenError);
    expect(s.states.rows.size).to.equal(0);
    expect(s.published).to.deep.equal([]);
    expect(s.log.entries).to.deep.equal([]);
  });

  it('refuses, field by field, a driver who does not race in it, a class not in its standings and an unknown panel, changing nothing', async () => {
    const s = setup();
    await s.change.execute(ADMIN, 'c1', { piloto: 'u-beto' });
    const refused = (await refusal(s.change.execute(ADMIN, 'c1', { piloto: 'u-nadie', clase: 'LMP2', oculto: ['clasificacion', 'marcador'] }))) as ValidationError;
    expect(refused).to.be.instanceOf(ValidationError).with.property('message', BROADCAST_MSG.invalid);
    expect(refused.errors).to.deep.equal({
      piloto: BROADCAST_MSG.driverNotInChampionship,
      clase: BROADCAST_MSG.classNotInStandings,
      oculto: BROADCAST_MSG.unknownPanels(['marcador']),
    });
    const empty = (await refusal(s.change.execute(ADMIN, 'c1', {}))) as ValidationError;
    expect(empty).to.be.instanceOf(ValidationError).with.property('message', BROADCAST_MSG.nothingToChange);
    expect(await s.read.execute('c1')).to.deep.include({ piloto: 'u-beto', clase: null, oculto: [] });
    expect(s.published).to.have.length(1);
    expect(s.log.entries).to.have.length(1);
  });

  it('refuses an unknown championship', async () => {
    const s = setup();
    expect(await refusal(s.change.execute(ADMIN, 'nada', { piloto: null }))).to.be.instanceOf(NotFoundError);
    expect(await refusal(s.get.execute(ADMIN, 'nada'))).to.be.instanceOf(NotFoundError);
  });
});
