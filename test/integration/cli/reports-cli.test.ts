import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { STEWARDING } from '../../../src/modules/stewarding/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';

describeEachDatabase('parrilla reports list', (kind) => {
  const clock = new ManualClock();
  let context: AppContext;
  before(async () => {
    context = await bootTestContext(kind, { clock });
  });
  after(() => context.close());
  beforeEach(() => truncateAll(context));

  it('says so when there are no reports', async () => {
    const run = await parrilla(['reports', 'list'], cliEnv(context.config.dataDir, kind));
    expect(run.code).to.equal(0);
    expect(run.stdout.trim()).to.equal('No hay reportes.');
  });

  it('prints the reports newest first with Mexico City dates, filtered by state and championship, or as JSON', async function () {
    // Four runs of the command, each booting the application.
    this.timeout(180_000);
    clock.set('2026-03-20T18:00:00.000Z');
    const adminUser = await createUser(context, { rol: 'admin' });
    const admin = { id: adminUser.id, rol: 'admin' as const, suspendido: false };
    const get = context.container.get.bind(context.container);
    const championship = await get(CHAMPIONSHIPS.CreateChampionship).execute(admin, {
      fields: { nombreCampeonato: 'Copa Volcán GT3', categoria: 'Deportivos', detallesCampeonato: 'Ocho fechas.', fechaInicio: '2026-04-01', fechaFin: '2026-06-30', participantesMaximos: '20', precio: '0', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
    });
    const race = await get(CHAMPIONSHIPS.CreateRace).execute(admin, { fields: { campeonato: championship.id, circuito: 'Monza', fechaInicio: '2026-04-04', horaInicio: '20:00', raceDuration: '45', clima: 'Soleado' } });
    const ana = await createUser(context, { nombre: 'Ana', apellido: 'Ruiz' });
    const beto = await createUser(context, { nombre: 'Beto', apellido: 'Luna' });
    for (const u of [ana, beto]) await get(CHAMPIONSHIPS.EnrolUser).execute(admin, { campeonatoId: championship.id, usuarioId: u.id });

    const file = (by: typeof ana, about: typeof ana, vuelta: string) =>
      get(STEWARDING.FileReport).execute({ id: by.id, rol: 'user', suspendido: false }, { fields: { usuarioDenunciado: about.id, campeonato: championship.id, carrera: race.id, vuelta, descripcion: 'Contacto.' }, screenshots: [] });
    // 2026-04-05 03:15 UTC is 04/04/2026 21:15 in Mexico City.
    clock.set('2026-04-05T03:15:00.000Z');
    const first = await file(ana, beto, '3');
    clock.set('2026-04-05T16:40:00.000Z');
    const second = await file(beto, ana, '8');
    await get(STEWARDING.DecideReport).execute(admin, first._id, { aprobado: true, explicacion: 'Culpa de Beto.', sancion: { tipo: 'tiempo', segundos: 5 } });
    await get(STEWARDING.FileAppeal).execute({ id: beto.id, rol: 'user', suspendido: false }, first._id, { fields: { motivo: 'Ana frenó antes.' }, screenshots: [] });

    const env = cliEnv(context.config.dataDir, kind);
    const run = await parrilla(['reports', 'list'], env);
    expect(run.code, run.stderr).to.equal(0);
    const lines = run.stdout.split('\n');
    const firstLine = lines.findIndex((l) => l.includes(`#${first.numeroReporte} `));
    const secondLine = lines.findIndex((l) => l.includes(`#${second.numeroReporte} `));
    expect(secondLine).to.be.greaterThan(-1).and.lessThan(firstLine);
    expect(lines[firstLine]).to.include('04/04/2026 21:15').and.include('Ana Ruiz').and.include('Beto Luna').and.include('Resuelto').and.include('Penalización de tiempo');
    // The appeal column: who appealed and how it stands.
    expect(lines[firstLine]).to.include('Beto Luna: Apelación pendiente');
    expect(lines.find((l) => l.includes('apelaciones'))).to.include('votos');
    expect(lines[secondLine]).to.include('05/04/2026 10:40').and.include('Pendiente');
    expect(run.stdout.trim().split('\n').at(-1)).to.equal('2 reportes');

    const pending = await parrilla(['reports', 'list', '--estado', 'pendiente', '--json'], env);
    expect(JSON.parse(pending.stdout).map((r: { id: string }) => r.id)).to.deep.equal([second._id]);
    const elsewhere = await parrilla(['reports', 'list', '--campeonato', 'otro'], env);
    expect(elsewhere.stdout.trim()).to.equal('No hay reportes.');
    const wrong = await parrilla(['reports', 'list', '--estado', 'cerrado'], env);
    expect(wrong.code).to.equal(2);
  });
});
