import net from 'node:net';
import { expect } from 'chai';
import { httpRequest } from '../../../src/modules/iracing/adapters/data-api/http-client.js';

/**
 * A host over plain TCP that answers each connection's first request with a kept-alive 200 and then
 * behaves as `later` says on the same connection: as a host whose idle connection timed out just as the
 * next request was written ('close'), or as one that answers again ('answer').
 */
async function host(later: 'close' | 'answer', first: 'answer' | 'close' = 'answer') {
  let connections = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let requests = 0;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      while (buffered.includes('\r\n\r\n')) {
        buffered = buffered.slice(buffered.indexOf('\r\n\r\n') + 4);
        requests += 1;
        const behaviour = requests === 1 ? first : later;
        if (behaviour === 'close') socket.destroy();
        else socket.write(`HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 8\r\nConnection: keep-alive\r\n\r\nconexion`);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/data/results/get`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

describe('iRacing HTTP client: kept-alive connections', () => {
  const hosts: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((h) => h.close()));
  });

  it('sends a request again on a new connection when the kept-alive one was closed by the host as it was written', async () => {
    const h = await host('close');
    hosts.push(h);
    expect((await httpRequest(h.url, { timeoutMs: 5_000 })).text).to.equal('conexion');
    // The second request goes out on the kept-alive connection, which the host closes without answering.
    const again = await httpRequest(h.url, { timeoutMs: 5_000 });
    expect({ status: again.status, text: again.text }).to.deep.equal({ status: 200, text: 'conexion' });
    expect(h.connections()).to.equal(2);
  });

  it('gives up on a host that closes a new connection without answering: sent once, the failure told', async () => {
    const h = await host('close', 'close');
    hosts.push(h);
    let failure: NodeJS.ErrnoException | undefined;
    await httpRequest(h.url, { timeoutMs: 5_000 }).catch((err: NodeJS.ErrnoException) => (failure = err));
    expect(failure?.code).to.equal('ECONNRESET');
    expect(h.connections()).to.equal(1);
  });

  it('keeps using one connection while the host keeps it open', async () => {
    const h = await host('answer');
    hosts.push(h);
    for (let i = 0; i < 3; i += 1) expect((await httpRequest(h.url, { timeoutMs: 5_000 })).text).to.equal('conexion');
    expect(h.connections()).to.equal(1);
  });
});
