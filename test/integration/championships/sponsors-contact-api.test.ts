import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { queuedMails, WINDOW_ALIGNED_START } from '../identity/identity-fixtures.js';
import { bearer, count, TINY_PNG, useTestApi } from './championship-fixtures.js';

describeEachDatabase('Sponsors API', (kind) => {
  const t = useTestApi(kind);
  const uploadPath = (url: string) => path.join(t.context.config.dataDir, url.replace(/^\//, ''));
  const create = (token: string, fields: Record<string, string>, logo?: Buffer) => {
    let req = t.api.request.post('/api/sponsors/create').set(bearer(token));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return logo ? req.attach('logo', logo, 'logo.png') : req;
  };

  it('lists nothing, then the sponsors an admin adds, in order, with success and data', async () => {
    expect((await t.api.request.get('/api/sponsors/list')).body).to.deep.equal({ success: true, data: [] });
    const admin = await createUser(t.context, { rol: 'admin' });
    const res = await create(admin.token, { nombre: 'Llantas del Norte', link: 'https://llantas.example' }, TINY_PNG);
    expect(res.status).to.equal(201);
    expect(res.body).to.include({ success: true, message: 'Sponsor añadido correctamente.' });
    expect(res.body.data).to.include({ nombre: 'Llantas del Norte', link: 'https://llantas.example' });
    expect(res.body.data._id).to.equal(res.body.data.id);
    expect(res.body.data.logoUrl).to.match(/^\/uploads\/logos\//);
    await create(admin.token, { nombre: 'Sin enlace' }, TINY_PNG).expect(201);
    const list = await t.api.request.get('/api/sponsors/list');
    expect(list.body.data.map((s: { nombre: string }) => s.nombre)).to.deep.equal(['Llantas del Norte', 'Sin enlace']);
    expect(list.body.data[1].link).to.equal(null);
  });

  it('requires a name, a logo on create and an http(s) link, with the specified messages', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const noName = await create(admin.token, { nombre: ' ' }, TINY_PNG);
    expect(noName.status).to.equal(400);
    expect(noName.body.message).to.equal('El nombre del sponsor es obligatorio.');
    const noLogo = await create(admin.token, { nombre: 'X' });
    expect(noLogo.status).to.equal(400);
    expect(noLogo.body.message).to.equal('El logo es obligatorio para un nuevo sponsor.');
    const badLink = await create(admin.token, { nombre: 'X', link: 'javascript:alert(1)' }, TINY_PNG);
    expect(badLink.status).to.equal(400);
    expect(badLink.body.errors.link).to.equal('El enlace debe ser una URL válida (http o https).');
    expect((await create(admin.token, { nombre: 'X' }, Buffer.from('no soy imagen'))).status).to.equal(415);
    const driver = await createUser(t.context);
    expect((await create(driver.token, { nombre: 'X' }, TINY_PNG)).status).to.equal(403);
    expect(await count(t.context, 'sponsors')).to.equal(0);
  });

  it('updates the name and link, and replaces the logo sent as `logos`, removing the old file', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sponsor = (await create(admin.token, { nombre: 'Viejo', link: 'https://viejo.example' }, TINY_PNG)).body.data;
    const res = await t.api.request
      .put(`/api/sponsors/${sponsor.id}`)
      .set(bearer(admin.token))
      .field('nombre', 'Nuevo')
      .field('link', '')
      .attach('logos', TINY_PNG, 'nuevo.png');
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Sponsor actualizado correctamente.');
    expect(res.body.data).to.include({ nombre: 'Nuevo', link: null });
    expect(res.body.data.logoUrl).to.not.equal(sponsor.logoUrl);
    expect(existsSync(uploadPath(sponsor.logoUrl))).to.equal(false);
    expect(existsSync(uploadPath(res.body.data.logoUrl))).to.equal(true);
    expect((await t.api.request.put('/api/sponsors/nada').set(bearer(admin.token)).field('nombre', 'X')).status).to.equal(404);
  });

  it('deletes a sponsor and its logo', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const sponsor = (await create(admin.token, { nombre: 'Adiós' }, TINY_PNG)).body.data;
    const res = await t.api.request.delete(`/api/sponsors/${sponsor.id}`).set(bearer(admin.token));
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('Sponsor eliminado correctamente.');
    expect(await count(t.context, 'sponsors')).to.equal(0);
    expect(existsSync(uploadPath(sponsor.logoUrl))).to.equal(false);
  });
});

describeEachDatabase('Contact API', (kind) => {
  const clock = new ManualClock(new Date(WINDOW_ALIGNED_START));
  const t = useTestApi(kind, { clock, env: { CONTACT_TO: 'contacto@parrilla.test' } });
  beforeEach(() => clock.set(WINDOW_ALIGNED_START));
  const message = { name: 'Luisa Pérez', email: 'luisa@ejemplo.test', phone: '+52 55 1234 5678', message: '¿Cuándo abre la inscripción?' };

  it('stores the message, then queues it for the contact address, and answers the success text', async () => {
    const res = await t.api.request.post('/api/contact').send(message);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ message: '¡Mensaje enviado con éxito!' });
    const rows = await t.context.knex('contact_messages').select('name', 'email', 'phone', 'message');
    expect(rows).to.deep.equal([message]);
    const mails = await queuedMails(t.context);
    expect(mails).to.have.length(1);
    expect(mails[0]).to.include({ to: 'contacto@parrilla.test', subject: 'Mensaje de contacto de Luisa Pérez' });
    expect(mails[0]!.text).to.include('¿Cuándo abre la inscripción?').and.include('luisa@ejemplo.test');
  });

  it('refuses missing or bad fields with 400 and stores nothing', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: '' }, 'name', 'El nombre es requerido'],
      [{ email: 'no-es-correo' }, 'email', 'Email inválido'],
      [{ phone: '' }, 'phone', 'El teléfono es requerido'],
      [{ message: '   ' }, 'message', 'El mensaje es requerido'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Debe tener como máximo 5000 caracteres'],
      [{ name: 'n'.repeat(101) }, 'name', 'Debe tener como máximo 100 caracteres'],
    ];
    for (const [override, field, text] of cases) {
      const res = await t.api.request.post('/api/contact').send({ ...message, ...override });
      expect(res.status, field).to.equal(400);
      expect(res.body.errors[field]).to.equal(text);
    }
    expect(await count(t.context, 'contact_messages')).to.equal(0);
    expect(await queuedMails(t.context)).to.deep.equal([]);
  });

  it('answers a filled honeypot as usual but keeps and mails nothing', async () => {
    const res = await t.api.request.post('/api/contact').send({ ...message, website: 'http://spam.example' });
    expect(res.status).to.equal(200);
    expect(res.body.message).to.equal('¡Mensaje enviado con éxito!');
    expect(await count(t.context, 'contact_messages')).to.equal(0);
    expect(await queuedMails(t.context)).to.deep.equal([]);
  });

  it('accepts five messages per client an hour, answers 429 to the sixth, and accepts again the next hour', async () => {
    for (let i = 0; i < 5; i += 1) await t.api.request.post('/api/contact').send(message).expect(200);
    const sixth = await t.api.request.post('/api/contact').send(message);
    expect(sixth.status).to.equal(429);
    expect(sixth.body.message).to.equal('Has enviado demasiados mensajes. Inténtalo de nuevo en una hora.');
    expect(await count(t.context, 'contact_messages')).to.equal(5);
    clock.advance(3_600_000);
    await t.api.request.post('/api/contact').send(message).expect(200);
    expect(await count(t.context, 'contact_messages')).to.equal(6);
  });
});

describeEachDatabase('Contact API without a contact address', (kind) => {
  const t = useTestApi(kind);

  it('still stores the message and queues no mail', async () => {
    await t.api.request.post('/api/contact').send({ name: 'Ana', email: 'ana@ejemplo.test', phone: '5512345678', message: 'Hola' }).expect(200);
    expect(await count(t.context, 'contact_messages')).to.equal(1);
    expect(await queuedMails(t.context)).to.deep.equal([]);
  });
});
