import { readdirSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import { uploadTempRoot } from '../../../src/http/app.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, TINY_PNG, useTestApi } from '../identity/identity-fixtures.js';

/** Every file under `dir`, however deep. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describeEachDatabase('Refused uploads leave nothing behind', (kind) => {
  const t = useTestApi(kind);
  const temp = () => uploadTempRoot(t.context.config.dataDir);
  const uploads = () => path.join(t.context.config.dataDir, 'uploads');

  it('removes every temporary file of a form refused for having too many files (413), request after request', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const before = filesUnder(uploads());
    for (let round = 0; round < 3; round += 1) {
      let request = t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).field('nombre', 'Patrocinador');
      for (let i = 0; i < 11; i += 1) request = request.attach('logo', TINY_PNG, `logo-${i}.png`);
      const res = await request;
      expect(res.status).to.equal(413);
      expect(res.body.message).to.be.a('string').and.match(/demasiado grande|demasiados/i);
    }
    expect(filesUnder(temp())).to.deep.equal([]);
    expect(filesUnder(uploads())).to.deep.equal(before);
    expect(Number((await t.context.knex('sponsors').count({ n: '*' }))[0].n)).to.equal(0);
  });

  it('removes the temporary file of an image over the size limit', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const res = await t.api.request
      .post('/api/sponsors/create')
      .set(bearer(admin.token))
      .field('nombre', 'Patrocinador')
      .attach('logo', Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]), 'grande.png');
    expect(res.status).to.equal(413);
    expect(filesUnder(temp())).to.deep.equal([]);
  });

  it('refuses a driver’s form on someone else’s profile before reading a byte of its body', async () => {
    const driver = await createUser(t.context);
    const other = await createUser(t.context);
    const { port } = t.api.server.address() as AddressInfo;
    // Headers announcing a 1 MB form, and only its first bytes: a server that read the body first would wait for the rest.
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `PUT /api/users/${other.id} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${driver.token}\r\n` +
            'Content-Type: multipart/form-data; boundary=frontera\r\nContent-Length: 1048576\r\n\r\n' +
            '--frontera\r\nContent-Disposition: form-data; name="imagenPerfil"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
      );
      let out = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(`${out}[sin respuesta]`);
      }, 5_000);
      socket.on('data', (d) => {
        out += d.toString('utf8');
        if (out.includes('\r\n\r\n{')) {
          clearTimeout(timer);
          socket.destroy();
          resolve(out);
        }
      });
      socket.on('error', () => undefined);
    });
    expect(answer).to.match(/^HTTP\/1\.1 403 /);
    expect(answer).to.include('No tienes permiso para realizar esta acción');
    expect(filesUnder(temp())).to.deep.equal([]);
  });
});
