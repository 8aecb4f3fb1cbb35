import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { strFromU8, unzipSync } from 'fflate';
import { describeEachDatabase } from '../../support/databases.js';
import { parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { bearer } from '../identity/identity-fixtures.js';
import { useCliSuite } from './cli-suite.js';

describeEachDatabase('parrilla privacy', (kind) => {
  const { t, env } = useCliSuite(kind);

  it('lists the ARCO requests as the admin queue answers them, and says when there are none', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    expect((await parrilla(['privacy', 'requests', 'list'], env)).stdout.trim()).to.equal('No hay solicitudes ARCO.');
    await t.api.request.post('/api/derechos-arco').send({ tipo: 'rectificacion', nombre: 'Carla Ruiz', email: 'carla@ejemplo.test', detalle: 'Mi apellido está mal escrito.' }).expect(201);
    const json = await parrilla(['privacy', 'requests', 'list', '--json'], env);
    expect(json.code, json.stderr).to.equal(0);
    const queue = await t.api.request.get('/api/datos-personales/admin/solicitudes').set(bearer(admin.token));
    expect(JSON.parse(json.stdout)).to.deep.equal(queue.body.solicitudes);
    const table = await parrilla(['privacy', 'requests', 'list', '--abiertas'], env);
    expect(table.stdout).to.include('Carla Ruiz').and.include('Rectificación').and.include('Recibida').and.include('1 solicitud');
  });

  it('writes the zip of everything about a person, the same one the mailed link gives', async () => {
    const driver = await createUser(t.context, { nombre: 'Beto', apellido: 'Piloto' });
    const file = path.join(tmpdir(), `datos-${process.pid}-${Date.now()}.zip`);
    try {
      const written = await parrilla(['privacy', 'export', '--user', driver.email, '--out', file], env);
      expect(written.code, written.stderr).to.equal(0);
      expect(written.stdout).to.match(new RegExp(`^Escrito ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes\\) con los datos de Beto Piloto`));
      const files = unzipSync(new Uint8Array(readFileSync(file)));
      const json = JSON.parse(strFromU8(files['datos.json']!)) as { secciones: { tabla: string; filas: { email?: string }[] }[] };
      expect(json.secciones.find((s) => s.tabla === 'users')!.filas[0]!.email).to.equal(driver.email);
    } finally {
      rmSync(file, { force: true });
    }
    const unknown = await parrilla(['privacy', 'export', '--user', 'nadie@ejemplo.test'], env);
    expect([unknown.code, unknown.stderr.trim()]).to.deep.equal([1, 'Error: No hay ninguna cuenta con ese correo']);
  });

  it('says what the purge would delete and why without changing anything, then purges', async () => {
    const driver = await createUser(t.context);
    await t.api.request.post('/api/datos-personales/cancelar').set(bearer(driver.token)).send({ confirmacion: 'CANCELAR' }).expect(200);
    expect((await parrilla(['privacy', 'purge', '--dry-run'], env)).stdout).to.include('Ninguna cuenta cancelada tiene datos cuyo plazo de conservación haya terminado.');
    // As if the blocking period had passed.
    await t.context.knex('blocked_accounts').where({ userId: driver.id }).update({ conservarHasta: '2020-01-01T00:00:00.000Z' });
    const dry = await parrilla(['privacy', 'purge', '--dry-run'], env);
    expect(dry.code, dry.stderr).to.equal(0);
    expect(dry.stdout).to.include(driver.id).and.include('mail_outbox').and.include('users').and.include('Simulación: 1 cuenta(s) se eliminarían; nada cambió.');
    expect((await t.context.knex('blocked_accounts').where({ userId: driver.id }).first()).eliminadaEn).to.equal(null);
    const done = await parrilla(['privacy', 'purge'], env);
    expect(done.stdout.trim().split('\n').at(-1)).to.equal('1 cuenta(s) cancelada(s) con sus datos eliminados al terminar su conservación');
    expect((await t.context.knex('blocked_accounts').where({ userId: driver.id }).first()).eliminadaEn).to.not.equal(null);
    expect((await t.context.knex('users').where({ id: driver.id }).first()).email).to.equal(`eliminado-${driver.id}@parrilla.invalid`);
  });
});
