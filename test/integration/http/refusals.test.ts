import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { expect } from 'chai';
import { configureHttpServer } from '../../../src/http/request-limits.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection (rather than the client giving up waiting). */
  closed: boolean;
}

/** Sends bytes as written on a bare socket and reads the answer until the server closes or `waitMs` passes. */
function raw(server: Server, text: string, waitMs = 5_000): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n'), closed });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, waitMs);
    socket.on('data', (d) => (out += d.toString('utf8')));
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', () => undefined);
  });
}

const spanishJson = (answer: RawAnswer) => {
  expect(answer.headers['content-type']).to.match(/application\/json/);
  const body = JSON.parse(answer.body) as { message: string };
  expect(body.message).to.be.a('string').and.not.empty;
  expect(body.message).not.to.match(/\b(not|invalid|bad|request|method|error)\b/i);
  return body;
};

describeEachDatabase('Refusals the HTTP server makes itself', (kind) => {
  const t = useTestApi(kind);

  it('answers a method it does not implement (PROPFIND, TRACE) with 405, the allowed methods and Spanish JSON, never 501', async () => {
    for (const method of ['PROPFIND', 'TRACE', 'PATCH']) {
      const answer = await raw(t.api.server, `${method} /api/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.status, method).to.equal(405);
      expect(answer.headers.allow, method).to.equal('POST');
      expect(spanishJson(answer)).to.deep.equal({ message: 'Método no permitido', code: 'METHOD_NOT_ALLOWED' });
    }
  });

  it('answers an unknown method on a path nobody serves with 404 in Spanish JSON', async () => {
    for (const path of ['/api/no-existe', '/']) {
      const answer = await raw(t.api.server, `PROPFIND ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).to.equal(404);
      expect(spanishJson(answer), path).to.deep.equal({ message: 'Ruta no encontrada', code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('answers chunked garbage with 400 in Spanish JSON, not an empty body', async () => {
    const answer = await raw(
      t.api.server,
      'POST /api/auth/google/exchange-code HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzzzz\r\nbasura\r\n0\r\n\r\n',
    );
    expect(answer.status).to.equal(400);
    expect(spanishJson(answer).message).to.equal('La petición está mal formada');
  });

  it('answers a URL longer than the server reads with 431 in Spanish JSON', async () => {
    const answer = await raw(t.api.server, `GET /api/events/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).to.equal(431);
    spanishJson(answer);
  });

  it('refuses a body declared larger than any route takes at once, 10 GB included, and closes the connection', async () => {
    for (const [type, length] of [
      ['application/json', '10737418240'],
      ['application/json', String(2 * 1024 * 1024)],
      ['multipart/form-data; boundary=x', '4294967297'],
    ]) {
      // Nothing of the body is sent: the answer must come from the declared length alone.
      const answer = await raw(t.api.server, `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`);
      expect(answer.status, length).to.equal(413);
      expect(answer.closed, length).to.equal(true);
      expect(spanishJson(answer).message).to.equal('El cuerpo de la petición es demasiado grande');
    }
  });

  it('refuses the NUL character in a path, a query, a JSON body or a form with 400 in Spanish, storing nothing (PostgreSQL cannot keep it)', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const nul = 'La petición contiene caracteres no válidos (el carácter nulo)';
    const answers = [
      await t.api.request.put('/api/campeonatos/%00').set(bearer(admin.token)).send({}),
      await t.api.request.get('/api/users?search=%00').set(bearer(admin.token)),
      await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).send({ nombre: 'Patro\u0000cinador' }),
      await t.api.request.post('/api/sponsors/create').set(bearer(admin.token)).field('nombre', 'Patro\u0000cinador'),
      await t.api.request.post('/api/contact').send({ ['nom\u0000bre']: 'Ana' }),
    ];
    for (const res of answers) {
      expect(res.status, res.text).to.equal(400);
      expect(res.body).to.deep.equal({ message: nul, code: 'VALIDATION_ERROR' });
    }
    expect(Number((await t.context.knex('sponsors').count({ n: '*' }))[0].n)).to.equal(0);
  });

  it('drops a connection that sends nothing once its idle time passes', async () => {
    const server = configureHttpServer(createServer((_req, res) => res.end('ok')), { headersMs: 100, requestMs: 200, keepAliveMs: 100, idleMs: 150 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      expect(server.headersTimeout).to.equal(100);
      expect(server.requestTimeout).to.equal(200);
      expect(server.keepAliveTimeout).to.equal(100);
      // Half a request line, then silence: the server must end the connection, not the client.
      const answer = await raw(server, 'POST /x HTTP/1.1\r\nHost: x\r\n', 10_000);
      expect(answer.closed).to.equal(true);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
