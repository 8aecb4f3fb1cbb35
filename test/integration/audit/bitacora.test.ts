import { expect } from 'chai';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, TINY_PNG, useTestApi } from '../identity/identity-fixtures.js';

describeEachDatabase("Audit log: the superadmin's 'Bitácora' through the API", (kind) => {
  const t = useTestApi(kind);

  it('is read only by a superadmin: refused in Spanish to nobody, a driver, a steward and an admin', async () => {
    const [driver, steward, admin] = [await createUser(t.context), await createUser(t.context, { rol: 'comisario' }), await createUser(t.context, { rol: 'admin' })];
    const nobody = await t.api.request.get('/api/bitacora');
    expect(nobody.status).to.equal(401);
    expect(nobody.body.message).to.be.a('string');
    for (const who of [driver, steward]) {
      const res = await t.api.request.get('/api/bitacora').set(bearer(who.token));
      expect(res.status).to.equal(403);
      expect(res.body.message).to.match(/administrador/i);
    }
    for (const path of ['/api/bitacora', '/api/bitacora/exportar.csv']) {
      const res = await t.api.request.get(path).set(bearer(admin.token));
      expect(res.status, path).to.equal(403);
      expect(res.body).to.include({ code: 'SUPERADMIN_ONLY', message: 'Solo un superadministrador puede leer la bitácora' });
    }
  });

  it('lists what staff did, newest first, named, in Mexico City time, filtered and paged', async () => {
    const superadmin = await createUser(t.context, { rol: 'superadmin', nombre: 'Sara', apellido: 'Jefa' });
    const admin = await createUser(t.context, { rol: 'admin', nombre: 'Alan', apellido: 'Admin' });
    for (const nombre of ['Tacos El Piloto', 'Llantas Veloz']) {
      const res = await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).set('User-Agent', 'Navegador de Alan/2.0').field('nombre', nombre).attach('logo', TINY_PNG, 'logo.png');
      expect(res.status).to.equal(201);
    }
    const read = (query = '') => t.api.request.get(`/api/bitacora${query}`).set(bearer(superadmin.token));

    const all = await read('?accion=patrocinador.creado');
    expect(all.status).to.equal(200);
    expect(all.body.entradas).to.have.length(2);
    expect(all.body).to.include({ siguiente: null, anterior: null });
    expect(all.body).to.not.have.property('total');
    expect(all.body.entradas.map((e: { objetoNombre: string }) => e.objetoNombre)).to.deep.equal(['Llantas Veloz', 'Tacos El Piloto']);
    const [newest] = all.body.entradas;
    expect(newest).to.include({ actor: `Alan Admin <${admin.email}>`, actorRol: 'admin', navegador: 'Navegador de Alan/2.0', objetoTipo: 'patrocinador' });
    const stored = await t.context.knex('audit_log').where({ id: newest.id }).first();
    const mexico = new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(new Date(stored.creadoEl))
      .replace(',', '');
    expect(newest.fecha).to.equal(mexico);
    expect(all.body.acciones).to.include('patrocinador.creado').and.include('sesion.iniciada');
    expect(all.body.objetos).to.include('patrocinador');

    expect((await read(`?persona=${encodeURIComponent(admin.email)}&objeto=patrocinador`)).body.entradas).to.have.length(2);
    expect((await read(`?persona=${encodeURIComponent(superadmin.email)}&objeto=patrocinador`)).body.entradas).to.have.length(0);
    const paged = await read('?accion=patrocinador.creado&pagina=2&limite=1');
    expect(paged.body).to.include({ page: 2, limit: 1, siguiente: null });
    expect(paged.body.entradas.map((e: { objetoNombre: string }) => e.objetoNombre)).to.deep.equal(['Tacos El Piloto']);
    const one = await read('?accion=patrocinador.creado&limite=1');
    const byPlace = await read(`?accion=patrocinador.creado&pagina=2&limite=1&despues=${one.body.siguiente}`);
    expect(byPlace.body.entradas).to.deep.equal(paged.body.entradas);
    expect((await read('?desde=2000-01-01&hasta=2000-01-02')).body.entradas).to.have.length(0);
  });

  it('refuses a bad filter in Spanish and exports the filtered log as CSV', async () => {
    const superadmin = await createUser(t.context, { rol: 'superadmin' });
    const bad = await t.api.request.get('/api/bitacora?desde=2026-13-01').set(bearer(superadmin.token));
    expect(bad.status).to.equal(400);
    expect(bad.body).to.include({ message: 'La fecha no es válida' });
    expect(bad.body.errors).to.have.property('desde');

    const csv = await t.api.request.get('/api/bitacora/exportar.csv?accion=sesion.iniciada').set(bearer(superadmin.token)).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(csv.status).to.equal(200);
    expect(csv.headers['content-type']).to.match(/^text\/csv/);
    expect(csv.headers['content-disposition']).to.match(/attachment; filename="bitacora-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (csv.body as string).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).to.equal('fecha,actor,actorRol,ip,navegador,accion,objetoTipo,objetoId,objetoNombre,cambios');
    expect(lines).to.have.length(2);
    expect(lines[1]).to.include('sesion.iniciada').and.include(superadmin.email);
  });

  it('pages 52 entries as 50 and 2 by place, forward and back, with the filters kept, and refuses a bad size or place in Spanish', async () => {
    const superadmin = await createUser(t.context, { rol: 'superadmin' });
    await t.context.knex('audit_log').del();
    // 52 entries a minute apart, the last two at the same instant (the id breaks the tie); every third one a payment.
    const rows = Array.from({ length: 52 }, (_, i) => ({
      id: `e${String(i).padStart(3, '0')}`,
      creadoEl: new Date(Date.UTC(2026, 0, 1, 0, Math.min(i, 50))).toISOString(),
      actorId: 'console',
      actorRol: null,
      ip: null,
      navegador: null,
      accion: i % 3 === 0 ? 'pago.estado-cambiado' : 'usuario.editado',
      objetoTipo: i % 3 === 0 ? 'pago' : 'usuario',
      objetoId: `o${i}`,
      objetoNombre: null,
      cambios: null,
    }));
    await t.context.knex('audit_log').insert(rows);
    const newestFirst = [...rows].reverse().map((r) => r.id);
    const read = async (query: string) => {
      const res = await t.api.request.get(`/api/bitacora?${query}`).set(bearer(superadmin.token));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return res.body as { entradas: Array<{ id: string }>; siguiente: string | null; anterior: string | null; page: number; acciones: string[]; objetos: string[] };
    };
    const ids = (page: { entradas: Array<{ id: string }> }) => page.entradas.map((e) => e.id);

    const first = await read('');
    expect(ids(first)).to.deep.equal(newestFirst.slice(0, 50));
    expect(first.anterior).to.equal(null);
    expect(first.acciones).to.deep.equal(['pago.estado-cambiado', 'usuario.editado']);
    expect(first.objetos).to.deep.equal(['pago', 'usuario']);
    const second = await read(`pagina=2&despues=${first.siguiente}`);
    expect(ids(second)).to.deep.equal(newestFirst.slice(50));
    expect(second).to.include({ page: 2, siguiente: null });
    const back = await read(`antes=${second.anterior}`);
    expect(ids(back)).to.deep.equal(ids(first));
    expect(back.anterior).to.equal(null);
    expect(ids(await read('limite=100'))).to.deep.equal(newestFirst);

    // Payments only, 5 a page: the filter holds on every page, forward and back.
    const payments = newestFirst.filter((id) => Number(id.slice(1)) % 3 === 0);
    let page = await read('accion=pago.estado-cambiado&limite=5');
    const seen = [...ids(page)];
    const trail = [page];
    while (page.siguiente) {
      page = await read(`accion=pago.estado-cambiado&limite=5&despues=${page.siguiente}`);
      seen.push(...ids(page));
      trail.push(page);
    }
    expect(seen).to.deep.equal(payments);
    expect(ids(await read(`accion=pago.estado-cambiado&limite=5&antes=${trail[2]!.anterior}`))).to.deep.equal(ids(trail[1]!));

    for (const [query, field, message] of [
      ['limite=0', 'limite', 'Se muestran de 1 a 200 entradas por página'],
      ['limite=201', 'limite', 'Se muestran de 1 a 200 entradas por página'],
      ['despues=no-es-un-lugar', 'despues', 'La página pedida no es válida: vuelve al inicio de la lista'],
      [`antes=${Buffer.from('["ayer","e1"]').toString('base64url')}`, 'antes', 'La página pedida no es válida: vuelve al inicio de la lista'],
    ] as const) {
      const res = await t.api.request.get(`/api/bitacora?${query}`).set(bearer(superadmin.token));
      expect(res.status, query).to.equal(400);
      expect(res.body.message, query).to.equal(message);
      expect(res.body.errors, query).to.have.property(field);
    }
  });

  it('offers no way to change or delete an entry', async () => {
    const superadmin = await createUser(t.context, { rol: 'superadmin' });
    const [entry] = await t.context.knex('audit_log').select('id');
    for (const call of [t.api.request.post('/api/bitacora'), t.api.request.put(`/api/bitacora/${entry.id}`), t.api.request.delete(`/api/bitacora/${entry.id}`), t.api.request.delete('/api/bitacora')]) {
      const res = await call.set(bearer(superadmin.token)).send({});
      expect(res.status).to.be.oneOf([404, 405]);
    }
    expect(await t.context.knex('audit_log').where({ id: entry.id }).first()).to.not.equal(undefined);
  });
});
