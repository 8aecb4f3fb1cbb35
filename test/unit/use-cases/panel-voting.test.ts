import { expect } from 'chai';
import type { Actor } from '../../../src/modules/identity/index.js';
import { CastVote } from '../../../src/modules/stewarding/application/cast-vote.use-case.js';
import { DecideReport } from '../../../src/modules/stewarding/application/decide-report.use-case.js';
import { GetReport } from '../../../src/modules/stewarding/application/list-reports.use-case.js';
import { UpdatePanelSettings } from '../../../src/modules/stewarding/application/update-panel-settings.use-case.js';
import type { ScoredEventDirectory } from '../../../src/modules/stewarding/application/ports/scored-events.port.js';
import { defaultPanelSettings, tally, type Vote } from '../../../src/modules/stewarding/domain/panel.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports, MemoryStewardAssignments, MemorySuspensions } from '../../support/in-memory/stewarding.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const steward = (id: string): Actor => ({ id, rol: 'comisario', suspendido: false });
const [s1, s2, s3, s4, s5, s6] = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map(steward);
const person = (id: string) => ({ id, nombre: id.toUpperCase(), apellido: 'Prueba', email: `${id}@ejemplo.test` });

const sinAccion = { veredicto: 'sin_accion', razonamiento: 'Incidente de carrera.' };
const contacto = (segundos = 5) => ({ veredicto: 'sancion', categoria: 'Contacto evitable', sancion: { tipo: 'tiempo', segundos, puntosLicencia: 2 }, razonamiento: 'Frenó tarde.' });

/** A championship whose panel has `size` stewards (c1 … c6 assigned), and report #1 of Ana about Beto. */
async function panel(size: 1 | 3 | 5) {
  const reports = new MemoryReports();
  const outbox = new MemoryOutbox();
  const assignments = new MemoryStewardAssignments();
  const panels = new MemoryPanelSettings();
  for (const s of [s1, s2, s3, s4, s5, s6]) await assignments.assign({ campeonatoId: 'copa', userId: s!.id, asignadoPor: 'admin', createdAt: '2026-04-01T00:00:00.000Z' });
  await panels.save({ ...defaultPanelSettings('copa'), comisariosPorReporte: size });
  const competitions = new MemoryCompetitions({
    championships: [{ id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 }],
    races: [{ id: 'r1', campeonatoId: 'copa', circuito: 'Interlagos', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-02T02:00:00.000Z' }],
    enrolled: [],
  });
  const drivers = new MemoryDrivers(['ana', 'beto', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'admin', 'jefa'].map(person), { admin: 'admin', jefa: 'admin' });
  const deps = {
    reports, outbox, assignments, panels, suspensions: new MemorySuspensions(), competitions, accounts: drivers, drivers, events: {} as ScoredEventDirectory,
    clock: new ManualClock(new Date('2026-04-02T15:00:00.000Z')), newId: sequentialIds('sancion'), tx: new MemoryTransactions(reports, outbox, panels), audit: memoryAudit().audit,
  };
  const file = (n: number) =>
    reports.insert({
      id: `r-${n}`, numeroReporte: n, campeonatoId: 'copa', carreraId: 'r1', reporterId: 'ana', reportedId: 'beto', vuelta: 3, heat: null,
      descripcion: 'Contacto en la curva 1.', capturas: [], videos: [], estado: 'pendiente', createdAt: '2026-04-02T03:00:00.000Z',
    });
  await file(1);
  const update = new UpdatePanelSettings(deps);
  /** Changes the panel's size, the rest of the settings as they are. */
  const resize = async (comisariosPorReporte: 1 | 3 | 5) => {
    const { campeonatoId: _, ...current } = (await panels.find('copa'))!;
    return update.execute(admin, 'copa', { ...current, comisariosPorReporte });
  };
  return { reports, outbox, panels, file, resize, vote: new CastVote(deps), get: new GetReport(deps), decide: new DecideReport(deps) };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

const v = (orden: number, veredicto: Vote['veredicto'], sancion: Partial<NonNullable<Vote['sancion']>> | null = null): Vote => ({
  reportId: 'r', userId: `c${orden}`, orden, veredicto, categoria: sancion ? 'Contacto evitable' : null, razonamiento: '', createdAt: '',
  sancion: sancion ? { tipo: 'tiempo', segundos: null, posiciones: null, puntos: null, puntosLicencia: 0, sesion: null, evento: null, ...sancion } : null,
});

describe('The stewards\' panel over stores in memory', () => {
  it('tallies a majority\'s verdict with the mildest penalty of that side, and no majority as a conflict', () => {
    const twoOne = tally([v(1, 'sancion', { segundos: 10, puntosLicencia: 2 }), v(2, 'sin_accion'), v(3, 'sancion', { segundos: 5, puntosLicencia: 3 })]);
    expect(twoOne).to.deep.include({ decidido: true, veredicto: 'sancion' });
    expect(twoOne.decidido && twoOne.sancion).to.deep.include({ segundos: 5 });
    expect(tally([v(1, 'sancion', { tipo: 'descalificacion' }), v(2, 'sancion', { tipo: 'posiciones', posiciones: 3 }), v(3, 'sin_accion')])).to.deep.include({ decidido: true });
    expect((tally([v(1, 'sancion', { tipo: 'descalificacion' }), v(2, 'sancion', { tipo: 'posiciones', posiciones: 3 }), v(3, 'sin_accion')]) as { sancion: { tipo: string } }).sancion.tipo).to.equal('posiciones');
    expect(tally([v(1, 'sin_accion'), v(2, 'sin_accion'), v(3, 'advertencia', { tipo: 'advertencia' })])).to.deep.include({ decidido: true, veredicto: 'sin_accion', sancion: null });
    expect(tally([v(1, 'sin_accion'), v(2, 'advertencia', { tipo: 'advertencia' }), v(3, 'sancion', { segundos: 5 })])).to.deep.equal({ decidido: false });
    expect(tally([v(1, 'sin_accion'), v(2, 'sin_accion'), v(3, 'sancion', { segundos: 5 }), v(4, 'sancion', { segundos: 5 }), v(5, 'advertencia', { tipo: 'advertencia' })])).to.deep.equal({ decidido: false });
  });

  it('decides a three-steward panel 2–1 on the third vote: the mildest penalty of the majority, one decision, both drivers mailed', async () => {
    const p = await panel(3);
    await p.vote.execute(s1!, 'r-1', contacto(10));
    await p.vote.execute(s2!, 'r-1', sinAccion);
    expect(p.reports.decisions).to.deep.equal([]);
    const answer = await p.vote.execute(s3!, 'r-1', contacto(5));
    expect(answer.message).to.equal('Voto registrado.');
    expect(answer.data.estado).to.equal('resuelto');
    expect(answer.data.sancion).to.deep.include({ tipo: 'tiempo', segundos: 5, puntosLicencia: 2 });
    expect(answer.data.panel).to.deep.include({ necesarios: 3, emitidos: 3, yaVotaste: true });
    expect(p.reports.decisions).to.have.length(1);
    expect(p.reports.decisions[0]!.explicacion).to.match(/^Decisión del panel por mayoría \(2 de 3 votos\): Contacto evitable: Penalización de tiempo: 5 s · 2 puntos de licencia\./);
    expect(p.reports.penalties.map((x) => [x.userId, x.segundos])).to.deep.equal([['beto', 5]]);
    expect(p.outbox.queued.map((m) => m.to).sort()).to.deep.equal(['ana@ejemplo.test', 'beto@ejemplo.test']);
  });

  it('marks a 1–1–1 panel \'en_conflicto\' with no decision, mails every admin, and lets an admin (only) decide it', async () => {
    const p = await panel(3);
    await p.vote.execute(s1!, 'r-1', sinAccion);
    await p.vote.execute(s2!, 'r-1', { veredicto: 'advertencia', puntosLicencia: 1, razonamiento: 'Aviso.' });
    expect(p.outbox.queued, 'nobody is mailed while votes are missing').to.deep.equal([]);
    const last = await p.vote.execute(s3!, 'r-1', contacto());
    expect(last.data.estado).to.equal('en_conflicto');
    expect(p.reports.decisions).to.deep.equal([]);
    expect(p.reports.penalties).to.deep.equal([]);
    expect(p.outbox.queued.map((m) => m.to).sort()).to.deep.equal(['admin@ejemplo.test', 'jefa@ejemplo.test']);
    const mail = p.outbox.queued[0]!;
    expect(mail.subject).to.equal('Reporte #1 en conflicto: decide un administrador');
    expect(mail.text).to.contain('ANA Prueba sobre BETO Prueba, Interlagos (Copa Bajío), vuelta 3').and.contain('no dieron mayoría');
    expect(mail.text).to.contain('- C1 Prueba: Sin acción. «Incidente de carrera.»').and.contain('- C2 Prueba: Advertencia · 1 punto de licencia. «Aviso.»').and.contain('- C3 Prueba: Contacto evitable: Penalización de tiempo: 5 s · 2 puntos de licencia. «Frenó tarde.»');
    expect((await refusal(p.decide.execute(s4!, 'r-1', { aprobado: false, explicacion: 'No.' }))).code).to.equal('PANEL_CONFLICT');
    const decided = await p.decide.execute(admin, 'r-1', { aprobado: true, explicacion: 'Advertencia final.', sancion: { tipo: 'advertencia', puntosLicencia: 1 } });
    expect(decided.estado).to.equal('resuelto');
    expect(p.reports.decisions.map((d) => d.decididoPor)).to.deep.equal(['admin']);
  });

  it('tells a steward who tries to resolve a report \'en_conflicto\' that an admin decides it, whatever the panel\'s size now', async () => {
    const p = await panel(3);
    await p.vote.execute(s1!, 'r-1', sinAccion);
    await p.vote.execute(s2!, 'r-1', { veredicto: 'advertencia', puntosLicencia: 1, razonamiento: 'Aviso.' });
    await p.vote.execute(s3!, 'r-1', contacto());
    for (const size of [3, 1] as const) {
      await p.resize(size);
      const refused = await refusal(p.decide.execute(s4!, 'r-1', { aprobado: false, explicacion: 'No.' }));
      expect([refused.code, refused.message]).to.deep.equal(['PANEL_CONFLICT', 'La votación de este reporte terminó sin mayoría: ahora lo decide un administrador.']);
      const vote = await refusal(p.vote.execute(s4!, 'r-1', sinAccion));
      expect([vote.code, vote.message]).to.deep.equal(['PANEL_CONFLICT', 'La votación de este reporte terminó sin mayoría: ahora lo decide un administrador.']);
    }
    expect(p.reports.decisions).to.deep.equal([]);
  });

  it('decides at once, in the change\'s transaction, every report a smaller panel completes: a majority\'s verdict or En conflicto, with the usual mails', async () => {
    const p = await panel(5);
    await p.file(2);
    await p.file(3);
    // #1: 2–1 for a penalty; #2: 1–1–1; #3: two votes, still short of three.
    for (const [s, body] of [[s1, contacto(10)], [s2, sinAccion], [s3, contacto(5)]] as const) await p.vote.execute(s!, 'r-1', body);
    for (const [s, body] of [[s1, sinAccion], [s2, { veredicto: 'advertencia', puntosLicencia: 1, razonamiento: 'Aviso.' }], [s3, contacto()]] as const) await p.vote.execute(s!, 'r-2', body);
    for (const s of [s1, s2]) await p.vote.execute(s!, 'r-3', sinAccion);
    expect(p.outbox.queued).to.deep.equal([]);

    const answer = await p.resize(3);
    expect(answer.message).to.equal('Ajustes del panel guardados. Con 3 comisarios por reporte, el reporte #1 quedó resuelto y el #2 quedó En conflicto: lo decide un administrador.');
    expect(answer.data.comisariosPorReporte).to.equal(3);
    expect((await p.get.execute(admin, 'r-1')).estado).to.equal('resuelto');
    expect(p.reports.penalties.map((x) => [x.reportId, x.segundos])).to.deep.equal([['r-1', 5]]);
    expect(p.reports.decisions.map((d) => [d.reportId, d.decididoPor])).to.deep.equal([['r-1', 'c3']]);
    expect(p.reports.decisions[0]!.explicacion).to.match(/^Decisión del panel por mayoría \(2 de 3 votos\)/);
    expect((await p.get.execute(admin, 'r-2')).estado).to.equal('en_conflicto');
    expect((await p.get.execute(admin, 'r-3')).estado).to.equal('pendiente');
    expect(p.outbox.queued.map((m) => [m.to, m.subject]).sort()).to.deep.equal([
      ['admin@ejemplo.test', 'Reporte #2 en conflicto: decide un administrador'],
      ['ana@ejemplo.test', 'Decisión sobre el reporte #1: Resuelto'],
      ['beto@ejemplo.test', 'Decisión sobre el reporte #1: Resuelto'],
      ['jefa@ejemplo.test', 'Reporte #2 en conflicto: decide un administrador'],
    ]);
    // The fourth steward is told voting is over; the third vote of #3 decides it under the new size.
    expect((await refusal(p.vote.execute(s4!, 'r-1', sinAccion))).code).to.equal('VOTING_CLOSED');
    expect((await p.vote.execute(s3!, 'r-3', sinAccion)).data.estado).to.equal('rechazado');
    // Saving again decides nothing more and says nothing more.
    expect((await p.resize(3)).message).to.equal('Ajustes del panel guardados.');
  });

  it('lets no report stay pending with its votes all in when the panel shrinks between a vote\'s first reads and its transaction', async () => {
    const p = await panel(5);
    await p.vote.execute(s1!, 'r-1', sinAccion);
    await p.vote.execute(s2!, 'r-1', sinAccion);
    // The vote reads a panel of 5; before it writes, the panel becomes 3 (with two votes in, nothing to decide then).
    const find = p.panels.find.bind(p.panels);
    let shrink = true;
    p.panels.find = async (id, ...rest) => {
      const found = await find(id, ...rest);
      if (shrink) {
        shrink = false;
        await p.resize(3);
      }
      return found;
    };
    const vote = await p.vote.execute(s3!, 'r-1', sinAccion);
    expect(vote.data.estado).to.equal('rechazado');
    expect(p.reports.decisions).to.have.length(1);
  });

  it('hides the other stewards\' votes from a steward until he has voted, while an admin sees them', async () => {
    const p = await panel(3);
    await p.vote.execute(s1!, 'r-1', contacto());
    const before = await p.get.execute(s2!, 'r-1');
    expect(before.panel).to.deep.equal({ necesarios: 3, emitidos: 1, yaVotaste: false, votos: null });
    expect(JSON.stringify(before)).to.not.include('Frenó tarde.');
    expect((await p.get.execute(admin, 'r-1')).panel!.votos!.map((x) => x.razonamiento)).to.deep.equal(['Frenó tarde.']);
    const after = await p.vote.execute(s2!, 'r-1', sinAccion);
    expect(after.data.panel!.votos!.map((x) => [x.comisario?.id, x.descripcion])).to.deep.equal([
      ['c1', 'Contacto evitable: Penalización de tiempo: 5 s · 2 puntos de licencia'],
      ['c2', 'Sin acción'],
    ]);
  });

  it('takes the first five of six votes cast at once, writing exactly one decision, and refuses the rest', async () => {
    const p = await panel(5);
    const outcomes = await Promise.allSettled([s1, s2, s3, s4, s5, s6].map((s, i) => p.vote.execute(s!, 'r-1', i % 2 === 0 ? contacto() : sinAccion)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).to.have.length(5);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as DomainError).message).to.equal('La votación de este reporte ya terminó: ya se emitieron todos los votos necesarios.');
    expect(p.reports.votes.map((x) => x.orden)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(p.reports.decisions).to.have.length(1);
  });

  it('refuses a second vote of a steward, a vote without reasoning or with an unknown category, and a vote where one steward decides, changing nothing', async () => {
    const p = await panel(3);
    await p.vote.execute(s1!, 'r-1', sinAccion);
    expect((await refusal(p.vote.execute(s1!, 'r-1', contacto()))).message).to.equal('Ya votaste este reporte.');
    expect((await refusal(p.vote.execute(s2!, 'r-1', { veredicto: 'sin_accion', razonamiento: ' ' }))).message).to.equal('Escribe un razonamiento breve de tu voto.');
    expect((await refusal(p.vote.execute(s2!, 'r-1', { ...contacto(), categoria: 'Choque' }))).message).to.equal('Esa categoría de sanción no existe en este campeonato.');
    expect(p.reports.votes).to.have.length(1);
    const single = await panel(1);
    const one = await refusal(single.vote.execute(s1!, 'r-1', sinAccion));
    expect([one.code, one.message]).to.deep.equal(['SINGLE_STEWARD', 'Este campeonato decide cada reporte con un solo comisario: usa Resolver o Rechazar.']);
    expect(single.reports.votes).to.deep.equal([]);
  });
});
