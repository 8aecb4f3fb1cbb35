import { expect } from 'chai';
import { RaceAttendance, SignOutOfRace } from '../../../src/modules/championships/application/sign-outs.use-cases.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import { aChampionship, aRace, MemoryChampionships, MemoryEnrolments, MemoryRaces, MemorySignOuts } from '../../support/in-memory/championships.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const IRACING: Record<string, number> = { ana: 101, beto: 102, caro: 103 };

async function league(fields: Parameters<typeof aChampionship>[0] = {}) {
  // 18:00 UTC on 10 April is 12:00 in Mexico City: the first race starts at 20:00 there that day.
  const clock = new ManualClock(new Date('2026-04-10T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const races = new MemoryRaces();
  const enrolments = new MemoryEnrolments();
  const signOuts = new MemorySignOuts();
  const tx = new MemoryTransactions(championships, races, enrolments, signOuts);
  await championships.insert(aChampionship({ id: 'copa', ...fields }));
  await races.insert(aRace({ id: 'r1', campeonatoId: 'copa', fechaInicio: '2026-04-10T00:00:00.000Z', horaInicio: '20:00' }));
  await races.insert(aRace({ id: 'r2', campeonatoId: 'copa', fechaInicio: '2026-04-17T00:00:00.000Z', horaInicio: '20:00' }));
  for (const [i, id] of ['ana', 'beto', 'caro'].entries()) await enrolments.insert({ id: `i${i}`, campeonatoId: 'copa', userId: id, origen: 'admin', createdAt: `2026-03-0${i + 1}T00:00:00.000Z` });
  const raced = new Map<string, Set<number>>();
  const attendance = new RaceAttendance({
    championships,
    races,
    enrolments,
    signOuts,
    raced: { racedIn: async (ids) => new Map([...raced].filter(([id]) => ids.includes(id))) },
    entrants: {
      describe: async (ids) => ids.map((id) => ({ id, nombre: id, apellido: '', username: null, avatarUrl: null, iracingId: IRACING[id] ?? null, email: `${id}@ejemplo.test`, deleted: false })),
    },
  });
  return { clock, signOuts, raced, attendance, signOut: new SignOutOfRace({ championships, races, enrolments, signOuts, clock, newId: sequentialIds('baja'), tx }) };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('Race sign-outs and attendance, over stores in memory', () => {
  it('lets an entered driver sign out until the start and take it back, and refuses both from the start on, storing nothing', async () => {
    const { signOut, signOuts, clock } = await league();
    expect(await signOut.execute(driver('ana'), 'r1')).to.include({ baja: true });
    expect((await refusal(signOut.execute(driver('ana'), 'r1'))).code).to.equal('ALREADY_SIGNED_OUT');
    expect(await signOut.takeBack(driver('ana'), 'r1')).to.include({ baja: false });
    expect((await refusal(signOut.takeBack(driver('ana'), 'r1'))).code).to.equal('NOT_SIGNED_OUT');
    await signOut.execute(driver('beto'), 'r1');
    clock.set('2026-04-11T02:00:00.000Z'); // 20:00 in Mexico City: the start.
    for (const work of [signOut.execute(driver('ana'), 'r1'), signOut.takeBack(driver('beto'), 'r1')]) {
      const refused = await refusal(work);
      expect([refused.code, statusOf(refused), refused.errors]).to.deep.equal(['RACE_STARTED', 409, { carreraId: 'La carrera ya empezó' }]);
    }
    expect((await signOuts.listForChampionship('copa')).map((s) => s.userId)).to.deep.equal(['beto']);
    expect(await signOut.mine(driver('beto'), 'r1')).to.deep.equal({ carreraId: 'r1', inscrito: true, baja: true, modificable: false });
    expect(await signOut.mine(driver('ana'), 'r2')).to.deep.equal({ carreraId: 'r2', inscrito: true, baja: false, modificable: true });
  });

  it('refuses a driver not entered and an unknown race', async () => {
    const { signOut } = await league();
    expect((await refusal(signOut.execute(driver('nadie'), 'r1'))).code).to.equal('NOT_ENTERED');
    expect((await refusal(signOut.execute(driver('ana'), 'r9'))).code).to.equal('RACE_NOT_FOUND');
  });

  it('shows the admin who signed out, who raced and who neither (no-show) once results are in, flagging drivers over the maximums', async () => {
    const { signOut, attendance, raced } = await league({ maxBajas: 1, maxAusencias: 0 });
    await signOut.execute(driver('ana'), 'r1');
    await signOut.execute(driver('ana'), 'r2');
    const before = await attendance.execute(admin, 'r1');
    expect(before.conResultados).to.equal(false);
    expect(before.data.map((d) => [d.usuarioId, d.estado, d.marcado])).to.deep.equal([
      ['ana', 'baja', true],
      ['beto', 'sin-resultados', false],
      ['caro', 'sin-resultados', false],
    ]);
    raced.set('r1', new Set([IRACING.beto!, 999]));
    const after = await attendance.execute(admin, 'r1');
    expect(after.data.map((d) => [d.usuarioId, d.estado, d.bajas, d.ausencias, d.marcado])).to.deep.equal([
      ['ana', 'baja', 2, 0, true],
      ['beto', 'corrio', 0, 0, false],
      ['caro', 'ausente', 0, 1, true],
    ]);
    expect(statusOf(await refusal(attendance.execute(driver('ana'), 'r1')))).to.equal(403);
  });

  it('flags nobody when the championship sets no maximums (the default)', async () => {
    const { signOut, attendance, raced } = await league();
    await signOut.execute(driver('ana'), 'r1');
    raced.set('r1', new Set());
    expect((await attendance.execute(admin, 'r1')).data.map((d) => d.marcado)).to.deep.equal([false, false, false]);
  });
});
