import { expect } from 'chai';
import { InProcessChangeFeed } from '../../../src/platform/change-feed/in-process.change-feed.js';
import { ServiceUnavailableError, TooManyRequestsError } from '../../../src/platform/errors.js';
import { OverlayStreams, STREAM_MSG, type EventSink } from '../../../src/modules/overlays/application/overlay-streams.js';

class ListSink implements EventSink {
  chunks: string[] = [];
  ended = false;
  write(chunk: string) {
    this.chunks.push(chunk);
  }
  end() {
    this.ended = true;
  }
  get text() {
    return this.chunks.join('');
  }
}

const LIMITS = { perIp: 2, total: 3, heartbeatMs: 20 };

describe('The overlays’ event streams', () => {
  it('greets a stream with the version it shows against, then sends each change to every stream', async () => {
    const feed = new InProcessChangeFeed();
    const streams = new OverlayStreams(feed, LIMITS);
    const a = new ListSink();
    const b = new ListSink();
    streams.open('1.1.1.1', a, { version: 'v1' });
    streams.open('2.2.2.2', b, { version: 'v1' });
    expect(a.text).to.contain('retry: 2000').and.contain('event: hola\ndata: {"version":"v1"}\n\n');
    await feed.publish({ tema: 'datos' });
    await feed.publish({ tema: 'control', detalle: { piloto: 'p7' } });
    for (const sink of [a, b]) {
      expect(sink.text).to.contain('event: datos\ndata: {}\n\n');
      expect(sink.text).to.contain('event: control\ndata: {"piloto":"p7"}\n\n');
    }
  });

  it('is ready to greet a stream only once the feed hears every server, and still when the feed cannot listen yet', async () => {
    let heard!: () => void;
    const slow = Object.assign(new InProcessChangeFeed(), { listening: () => new Promise<void>((resolve) => (heard = resolve)) });
    let ready = false;
    const waiting = new OverlayStreams(slow, LIMITS).listening().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ready, 'before the feed listens').to.equal(false);
    heard();
    await waiting;
    expect(ready).to.equal(true);
    const failing = Object.assign(new InProcessChangeFeed(), { listening: () => Promise.reject(new Error('sin conexión')) });
    await new OverlayStreams(failing, LIMITS).listening();
  });

  it('listens to the feed and beats only while a stream is open', async () => {
    const feed = new InProcessChangeFeed();
    const streams = new OverlayStreams(feed, LIMITS);
    expect(feed.subscriberCount).to.equal(0);
    const sink = new ListSink();
    const close = streams.open('1.1.1.1', sink, { version: 'v1' });
    expect(feed.subscriberCount).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(sink.text).to.contain(': latido\n\n');
    close();
    expect(sink.ended).to.equal(true);
    expect(feed.subscriberCount, 'no listener left when no overlay is open').to.equal(0);
    const count = sink.chunks.length;
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(sink.chunks.length, 'no heartbeat once closed').to.equal(count);
  });

  it('refuses a stream past the bound of one address (429) and of the server (503), and takes it again once one closes', () => {
    const streams = new OverlayStreams(new InProcessChangeFeed(), LIMITS);
    const first = streams.open('1.1.1.1', new ListSink(), { version: 'v' });
    streams.open('1.1.1.1', new ListSink(), { version: 'v' });
    expect(() => streams.open('1.1.1.1', new ListSink(), { version: 'v' }))
      .to.throw(TooManyRequestsError)
      .with.property('message', STREAM_MSG.perIp);
    streams.open('2.2.2.2', new ListSink(), { version: 'v' });
    expect(() => streams.open('3.3.3.3', new ListSink(), { version: 'v' }))
      .to.throw(ServiceUnavailableError)
      .with.property('message', STREAM_MSG.total);
    first();
    first();
    expect(streams.openCount).to.equal(2);
    streams.open('3.3.3.3', new ListSink(), { version: 'v' });
    expect(streams.openCount).to.equal(3);
  });

  it('ends every stream when the feed closes and opens none after', async () => {
    const feed = new InProcessChangeFeed();
    const streams = new OverlayStreams(feed, LIMITS);
    const sink = new ListSink();
    streams.open('1.1.1.1', sink, { version: 'v' });
    await feed.close();
    expect(sink.ended).to.equal(true);
    expect(streams.openCount).to.equal(0);
    expect(() => streams.admit('1.1.1.1')).to.throw(ServiceUnavailableError).with.property('message', STREAM_MSG.closing);
  });
});
