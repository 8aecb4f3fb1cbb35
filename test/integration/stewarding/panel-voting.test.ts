import { expect } from 'chai';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { cliEnv, cliProgram, COMPILED, ROOT } from '../../support/cli.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import type { Driver, League } from './stewarding-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, bearer, count, enrol, fileReport, league, queuedMails, reportFields } from './stewarding-fixtures.js';

describeEachDatabase('The stewards\' panel: blind votes, majority, conflicts and one decision', (kind) => {
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock });
  let l: League;
  let stewards: Driver[];
  beforeEach(async () => {
    clock.set(BEFORE_RACE);
    l = await league(t);
    stewards = [];
    for (const nombre of ['Carla', 'Darío', 'Elena', 'Fausto', 'Gina']) {
      const s = await createUser(t.context, { nombre, apellido: 'Comisario', rol: 'comisario' });
      await t.api.request.post('/api/reportes/comisarios').set(bearer(l.admin.token)).send({ campeonato: l.campeonatoId, comisario: s.id }).expect(201);
      stewards.push(s);
    }
    clock.set(AFTER_RACE);
  });

  const settings = (size: number, nombresVisibles = true) =>
    t.api.request.get(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(l.admin.token)).then((res) =>
      t.api.request.put(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(l.admin.token)).send({ ...res.body, comisariosPorReporte: size, nombresVisibles }),
    );
  const vote = (who: Driver, id: string, body: Record<string, unknown>) => t.api.request.post(`/api/reportes/${id}/votos`).set(bearer(who.token)).send(body);
  const contacto = (segundos: number) => ({ veredicto: 'sancion', categoria: 'Contacto evitable', sancion: { tipo: 'tiempo', segundos, puntosLicencia: 2 }, razonamiento: `Frenó tarde: ${segundos} s.` });
  const sinAccion = { veredicto: 'sin_accion', razonamiento: 'Incidente de carrera.' };

  it('stores the panel size, names option and default categories a championship judges with, and refuses a size other than 1, 3 or 5', async () => {
    const defaults = await t.api.request.get(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(stewards[0]!.token));
    expect(defaults.body).to.deep.include({ comisariosPorReporte: 1, nombresVisibles: true });
    expect(defaults.body.categorias.map((c: { nombre: string }) => c.nombre)).to.include.members(['Contacto evitable', 'Bloqueo', 'Reincorporación insegura', 'Ignorar banderas azules']);
    const saved = await settings(3, false);
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body.message).to.equal('Ajustes del panel guardados.');
    const bad = await t.api.request.put(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(l.admin.token)).send({ ...defaults.body, comisariosPorReporte: 2 });
    expect([bad.status, bad.body.message]).to.deep.equal([400, 'Los comisarios por reporte deben ser 1, 3 o 5.']);
    expect((await t.api.request.put(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(stewards[0]!.token)).send(defaults.body)).status).to.equal(403);
    expect((await t.api.request.get(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(l.admin.token))).body).to.deep.include({ comisariosPorReporte: 3, nombresVisibles: false });
  });

  it('decides a three-steward panel 2–1 with the mildest penalty of the majority, publishing the count and each reasoning, and refuses a fourth vote', async () => {
    await settings(3);
    const report = await fileReport(t, l.ana.token, reportFields(l));
    await t.context.knex('mail_outbox').delete();
    const [carla, dario, elena, fausto] = stewards as [Driver, Driver, Driver, Driver];
    expect((await vote(carla, report.id, contacto(10))).status).to.equal(201);
    const refusedResolve = await t.api.request.put(`/api/reportes/${report.id}/resolve`).set(bearer(dario.token)).send({ aprobado: false, explicacion: 'No.' });
    expect([refusedResolve.status, refusedResolve.body.message]).to.deep.equal([409, 'Este campeonato decide sus reportes por votación del panel: vota el reporte en lugar de resolverlo.']);
    expect((await vote(dario, report.id, sinAccion)).status).to.equal(201);
    const third = await vote(elena, report.id, contacto(5));
    expect(third.status, JSON.stringify(third.body)).to.equal(201);
    expect(third.body.data).to.deep.include({ estado: 'resuelto' });
    expect(third.body.data.sancion).to.deep.include({ tipo: 'tiempo', segundos: 5, puntosLicencia: 2 });

    const fourth = await vote(fausto, report.id, sinAccion);
    expect([fourth.status, fourth.body.message]).to.deep.equal([409, 'La votación de este reporte ya terminó: ya se emitieron todos los votos necesarios.']);
    expect(await count(t.context, 'report_votes')).to.equal(3);
    expect(await count(t.context, 'report_decisions')).to.equal(1);
    expect(await t.context.knex('penalties').select('userId', 'segundos')).to.deep.equal([{ userId: l.beto.id, segundos: 5 }]);
    expect((await queuedMails(t.context)).map((m) => m.to).sort()).to.deep.equal([l.ana.email, l.beto.email].sort());

    // The Discord stewarding channel reads decisions from the digest, a panel's as a single steward's.
    const announced = await t.context.container.get(STEWARDING.DecisionDigest).decidedSince(BEFORE_RACE);
    expect(announced.map((d) => [d.reportId, d.aprobado, d.penalty?.segundos])).to.deep.equal([[report.id, true, 5]]);

    const log = await t.api.request.get(`/api/reportes/campeonato/${l.campeonatoId}/decisiones`);
    const entry = log.body.decisiones[0];
    expect(entry.votacion).to.deep.include({ votos: 3, aFavor: 2 });
    expect(entry.votacion.razonamientos.map((r: { comisario: string; razonamiento: string }) => [r.comisario, r.razonamiento])).to.deep.equal([
      ['Carla Comisario', 'Frenó tarde: 10 s.'],
      ['Darío Comisario', 'Incidente de carrera.'],
      ['Elena Comisario', 'Frenó tarde: 5 s.'],
    ]);
  });

  it('marks a 1–1–1 panel En conflicto for an admin, mails every admin in the vote\'s transaction, and hides names in the log when the championship says so', async () => {
    await settings(3, false);
    const report = await fileReport(t, l.ana.token, reportFields(l));
    const [carla, dario, elena] = stewards as [Driver, Driver, Driver];
    await vote(carla, report.id, sinAccion).expect(201);
    await vote(dario, report.id, { veredicto: 'advertencia', puntosLicencia: 1, razonamiento: 'Un aviso basta.' }).expect(201);
    await t.context.knex('mail_outbox').delete();
    const last = await vote(elena, report.id, contacto(5));
    expect(last.body.data.estado).to.equal('en_conflicto');
    expect(await count(t.context, 'report_decisions')).to.equal(0);
    // Every admin is mailed, from the vote's own transaction; the drivers are not (nothing was decided).
    const mails = await queuedMails(t.context);
    expect(mails.map((m) => m.to)).to.deep.equal([l.admin.email]);
    expect(mails[0]!.subject).to.equal(`Reporte #${report.numeroReporte} en conflicto: decide un administrador`);
    expect(mails[0]!.text).to.contain('Ana Ruiz sobre Beto Luna').and.contain('«Un aviso basta.»');
    // A fourth vote is refused and mails nobody.
    const [, , , fourth] = stewards as [Driver, Driver, Driver, Driver | undefined];
    if (fourth) expect((await vote(fourth, report.id, sinAccion)).status).to.equal(409);
    expect(await queuedMails(t.context)).to.have.length(1);
    const conflicts = await t.api.request.get('/api/reportes?estado=en_conflicto').set(bearer(l.admin.token));
    expect(conflicts.body.reportes.map((r: { id: string }) => r.id)).to.deep.equal([report.id]);

    const decided = await t.api.request.put(`/api/reportes/${report.id}/resolve`).set(bearer(l.admin.token)).send({ aprobado: true, explicacion: 'Advertencia.', sancion: { tipo: 'advertencia', puntosLicencia: 1 } });
    expect(decided.status, JSON.stringify(decided.body)).to.equal(200);
    const entry = (await t.api.request.get(`/api/reportes/campeonato/${l.campeonatoId}/decisiones`)).body.decisiones[0];
    expect(entry.votacion).to.deep.include({ votos: 3, aFavor: 1 });
    expect(entry.votacion.razonamientos.map((r: { comisario: string | null }) => r.comisario)).to.deep.equal([null, null, null]);
  });

  it('tells a steward trying to resolve or vote on a report En conflicto that an admin decides it', async () => {
    await settings(3);
    const report = await fileReport(t, l.ana.token, reportFields(l));
    const [carla, dario, elena, fausto] = stewards as [Driver, Driver, Driver, Driver];
    await vote(carla, report.id, sinAccion).expect(201);
    await vote(dario, report.id, { veredicto: 'advertencia', puntosLicencia: 1, razonamiento: 'Un aviso basta.' }).expect(201);
    expect((await vote(elena, report.id, contacto(5))).body.data.estado).to.equal('en_conflicto');
    const resolve = await t.api.request.put(`/api/reportes/${report.id}/resolve`).set(bearer(fausto.token)).send({ aprobado: false, explicacion: 'No.' });
    expect([resolve.status, resolve.body.code, resolve.body.message]).to.deep.equal([409, 'PANEL_CONFLICT', 'La votación de este reporte terminó sin mayoría: ahora lo decide un administrador.']);
    const late = await vote(fausto, report.id, sinAccion);
    expect([late.status, late.body.message]).to.deep.equal([409, 'La votación de este reporte terminó sin mayoría: ahora lo decide un administrador.']);
    expect(await count(t.context, 'report_decisions')).to.equal(0);
  });

  it('decides at once every report a smaller panel completes, with the drivers\' or the admins\' mails, and says so to the admin', async () => {
    await settings(5);
    const [carla, dario, elena, fausto] = stewards as [Driver, Driver, Driver, Driver];
    const decided = await fileReport(t, l.ana.token, reportFields(l));
    const split = await fileReport(t, l.ana.token, reportFields(l, { vuelta: '9' }));
    const short = await fileReport(t, l.ana.token, reportFields(l, { vuelta: '12' }));
    for (const [s, body] of [[carla, contacto(10)], [dario, sinAccion], [elena, contacto(5)]] as const) await vote(s, decided.id, body).expect(201);
    for (const [s, body] of [[carla, sinAccion], [dario, { veredicto: 'advertencia', puntosLicencia: 1, razonamiento: 'Un aviso basta.' }], [elena, contacto(5)]] as const) await vote(s, split.id, body).expect(201);
    await vote(carla, short.id, sinAccion).expect(201);
    await t.context.knex('mail_outbox').delete();

    const changed = await settings(3);
    expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
    expect(changed.body.message).to.equal(
      `Ajustes del panel guardados. Con 3 comisarios por reporte, el reporte #${decided.numeroReporte} quedó resuelto y el #${split.numeroReporte} quedó En conflicto: lo decide un administrador.`,
    );
    const stateOf = async (id: string) => (await t.api.request.get(`/api/reportes/${id}`).set(bearer(l.admin.token))).body.estado;
    expect([await stateOf(decided.id), await stateOf(split.id), await stateOf(short.id)]).to.deep.equal(['resuelto', 'en_conflicto', 'pendiente']);
    // The admin's dashboard counts both as work waiting.
    expect((await t.api.request.get('/api/reportes/por-atender').set(bearer(l.admin.token))).body.resumen).to.equal('1 reporte pendiente y 1 en conflicto');
    expect(await t.context.knex('penalties').select('userId', 'segundos')).to.deep.equal([{ userId: l.beto.id, segundos: 5 }]);
    expect((await queuedMails(t.context)).map((m) => [m.to, m.subject]).sort()).to.deep.equal(
      [
        [l.ana.email, `Decisión sobre el reporte #${decided.numeroReporte}: Resuelto`],
        [l.beto.email, `Decisión sobre el reporte #${decided.numeroReporte}: Resuelto`],
        [l.admin.email, `Reporte #${split.numeroReporte} en conflicto: decide un administrador`],
      ].sort(),
    );
    const fourth = await vote(fausto, decided.id, sinAccion);
    expect([fourth.status, fourth.body.code]).to.deep.equal([409, 'VOTING_CLOSED']);
    await vote(dario, short.id, sinAccion).expect(201);
    expect((await vote(elena, short.id, sinAccion)).body.data.estado).to.equal('rechazado');
  });

  it('leaves no report pending with its votes all in when votes and a smaller panel arrive at the same instant', async () => {
    const [carla, dario, elena, fausto] = stewards as [Driver, Driver, Driver, Driver];
    for (let round = 0; round < 6; round += 1) {
      expect((await settings(5)).status).to.equal(200);
      const report = await fileReport(t, l.ana.token, reportFields(l, { vuelta: String(round + 1) }));
      await vote(carla, report.id, sinAccion).expect(201);
      await vote(dario, report.id, sinAccion).expect(201);
      const answers = await Promise.all([vote(elena, report.id, sinAccion), settings(3), vote(fausto, report.id, sinAccion)]);
      expect(answers[1].status, JSON.stringify(answers[1].body)).to.equal(200);
      for (const a of [answers[0], answers[2]]) expect(a.status, JSON.stringify(a.body)).to.be.oneOf([201, 409]);
      // Both late votes may land before the change (four votes, all counted) or one after it (refused).
      const [{ n }] = await t.context.knex('report_votes').where({ reportId: report.id }).count({ n: '*' });
      const row = (await t.context.knex('reports').where({ id: report.id }).first()) as { estado: string };
      expect([row.estado, Number(n) >= 3], `round ${round + 1}`).to.deep.equal(['rechazado', true]);
      expect(await t.context.knex('report_decisions').where({ reportId: report.id }).count({ n: '*' }).then(([c]) => Number(c!.n)), `round ${round + 1}`).to.equal(1);
    }
  });

  it('never sends a steward who has not voted another steward\'s vote, and answers 403 to a steward voting on a report about himself', async () => {
    await settings(3);
    const [carla, dario] = stewards as [Driver, Driver];
    const report = await fileReport(t, l.ana.token, reportFields(l));
    await vote(carla, report.id, contacto(5)).expect(201);
    for (const path of [`/api/reportes/${report.id}`, '/api/reportes']) {
      const res = await t.api.request.get(path).set(bearer(dario.token));
      expect(res.status).to.equal(200);
      expect(res.text).to.not.include('Frenó tarde').and.not.include('Contacto evitable');
    }
    expect((await t.api.request.get(`/api/reportes/${report.id}`).set(bearer(dario.token))).body.panel).to.deep.equal({ necesarios: 3, emitidos: 1, yaVotaste: false, votos: null });
    const own = await t.api.request.get(`/api/reportes/${report.id}`).set(bearer(carla.token));
    expect(own.body.panel.votos.map((v: { razonamiento: string }) => v.razonamiento)).to.deep.equal(['Frenó tarde: 5 s.']);

    await enrol(t, l.admin.token, l.campeonatoId, dario.id);
    const aboutDario = await fileReport(t, l.ana.token, reportFields(l, { usuarioDenunciado: dario.id }));
    const refused = await vote(dario, aboutDario.id, sinAccion);
    expect([refused.status, refused.body.message]).to.deep.equal([403, 'No puedes juzgar un reporte que presentaste o que trata sobre ti.']);
    expect(await count(t.context, 'report_votes')).to.equal(1);
  });

  it('takes exactly five votes and writes exactly one decision when five stewards and a sixth account vote at the same instant', async () => {
    await settings(5);
    const sixth = await createUser(t.context, { nombre: 'Hugo', apellido: 'Comisario', rol: 'comisario' });
    await t.api.request.post('/api/reportes/comisarios').set(bearer(l.admin.token)).send({ campeonato: l.campeonatoId, comisario: sixth.id }).expect(201);
    const report = await fileReport(t, l.ana.token, reportFields(l));
    // Four of the six ask for a penalty: whichever five get in, at least three do, so the decision penalises.
    const answers = await Promise.all([...stewards, sixth].map((s, i) => vote(s, report.id, i === 1 || i === 3 ? sinAccion : contacto(5))));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 201, 201, 201, 201, 409]);
    expect(await count(t.context, 'report_votes')).to.equal(5);
    expect((await t.context.knex('report_votes').select('orden').orderBy('orden')).map((r: { orden: number }) => Number(r.orden))).to.deep.equal([1, 2, 3, 4, 5]);
    expect(await count(t.context, 'report_decisions')).to.equal(1);
    expect(await count(t.context, 'penalties')).to.equal(1);
    expect((await t.context.knex('reports').first()).estado).to.equal('resuelto');
  });
});

/**
 * A vote cast from a process of its own (test/support/vote-process.mjs) at the instant `at`: the
 * compiled application when the build is current (npm test builds first), else the sources through tsx.
 */
function voteFromProcess(env: NodeJS.ProcessEnv, actorId: string, reportId: string, body: unknown, at: number): Promise<{ status: string; code?: string }> {
  const compiled = cliProgram() === COMPILED;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...(compiled ? [] : ['--import', 'tsx']), path.join(ROOT, 'test/support/vote-process.mjs'), actorId, reportId, JSON.stringify(body)],
      { cwd: ROOT, env: { ...env, LOG_LEVEL: 'silent', VOTE_AT: String(at), VOTE_FROM: path.join(ROOT, compiled ? 'dist/src' : 'src') }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const line = stdout.split('\n').find((l) => l.startsWith('{"status"'));
        if (!line) return reject(new Error(`vote process: ${error?.message ?? ''} ${stderr}`));
        resolve(JSON.parse(line));
      },
    );
  });
}

describe('The stewards\' panel on SQLite across processes', () => {
  const clock = new ManualClock();
  const t = useTestApi('sqlite', { clock });

  it('takes exactly five of six votes cast at the same instant from six processes, with one decision', async function () {
    this.timeout(180_000);
    clock.set(BEFORE_RACE);
    const l = await league(t);
    const stewards: Driver[] = [];
    for (const nombre of ['Carla', 'Darío', 'Elena', 'Fausto', 'Gina', 'Hugo']) {
      const s = await createUser(t.context, { nombre, apellido: 'Comisario', rol: 'comisario' });
      await t.api.request.post('/api/reportes/comisarios').set(bearer(l.admin.token)).send({ campeonato: l.campeonatoId, comisario: s.id }).expect(201);
      stewards.push(s);
    }
    const current = (await t.api.request.get(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(l.admin.token))).body;
    await t.api.request.put(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(l.admin.token)).send({ ...current, comisariosPorReporte: 5 }).expect(200);
    clock.set(AFTER_RACE);
    const report = await fileReport(t, l.ana.token, reportFields(l));
    const env = cliEnv(t.context.config.dataDir, 'sqlite');
    const at = Date.now() + 8000;
    const body = { veredicto: 'sancion', categoria: 'Contacto evitable', razonamiento: 'Contacto evitable.' };
    const outcomes = await Promise.all(stewards.map((s) => voteFromProcess(env, s.id, report.id, body, at)));
    expect(outcomes.map((o) => o.status).sort()).to.deep.equal(['ok', 'ok', 'ok', 'ok', 'ok', 'refused']);
    expect(outcomes.find((o) => o.status === 'refused')!.code).to.equal('VOTING_CLOSED');
    expect(await count(t.context, 'report_votes')).to.equal(5);
    expect(await count(t.context, 'report_decisions')).to.equal(1);
    expect(await count(t.context, 'penalties')).to.equal(1);
  });
});
