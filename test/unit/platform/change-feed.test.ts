import { expect } from 'chai';
import { parseChange, type Change } from '../../../src/platform/change-feed/change-feed.port.js';
import { InProcessChangeFeed } from '../../../src/platform/change-feed/in-process.change-feed.js';

/** A public read version the test moves by hand, counting its reads. */
function versionSource(initial = 'v1') {
  const state = { value: initial, reads: 0 };
  return { state, source: { current: () => (state.reads++, Promise.resolve(state.value)) } };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('The change feed of one server', () => {
  it('tells its listeners of a write only when the public data moved', async () => {
    const { state, source } = versionSource();
    const feed = new InProcessChangeFeed(source);
    const heard: Change[] = [];
    feed.subscribe((c) => heard.push(c));
    await settle();
    await feed.afterWrite();
    expect(heard, 'a write that changed nothing public').to.deep.equal([]);
    state.value = 'v2';
    await feed.afterWrite();
    expect(heard).to.deep.equal([{ tema: 'datos' }]);
    await feed.afterWrite();
    expect(heard).to.have.length(1);
  });

  it('does no work for a write while nobody listens', async () => {
    const { state, source } = versionSource();
    const feed = new InProcessChangeFeed(source);
    state.value = 'v2';
    await feed.afterWrite();
    expect(state.reads).to.equal(0);
    const stop = feed.subscribe(() => undefined);
    await settle();
    stop();
    const before = state.reads;
    await feed.afterWrite();
    expect(state.reads).to.equal(before);
  });

  it('hands a published change to every listener, even when one fails', async () => {
    const feed = new InProcessChangeFeed();
    const heard: Change[] = [];
    feed.subscribe(() => {
      throw new Error('cerrado');
    });
    feed.subscribe((c) => heard.push(c));
    await feed.publish({ tema: 'control', detalle: { piloto: 'p1' } });
    expect(heard).to.deep.equal([{ tema: 'control', detalle: { piloto: 'p1' } }]);
  });

  it('tells its close listeners once and delivers nothing after closing', async () => {
    const feed = new InProcessChangeFeed();
    let closes = 0;
    const heard: Change[] = [];
    feed.onClose(() => closes++);
    feed.subscribe((c) => heard.push(c));
    await feed.close();
    await feed.close();
    await feed.publish({ tema: 'datos' });
    expect(closes).to.equal(1);
    expect(heard).to.deep.equal([]);
    let late = 0;
    feed.onClose(() => late++);
    expect(late, 'a listener added after closing hears of it at once').to.equal(1);
  });

  it('reads a notification: a control change with its state, anything else as changed data', () => {
    expect(parseChange('{"tema":"control","detalle":{"panel":"oculto"}}')).to.deep.equal({ tema: 'control', detalle: { panel: 'oculto' } });
    expect(parseChange('{"tema":"datos"}')).to.deep.equal({ tema: 'datos' });
    expect(parseChange('no es json')).to.deep.equal({ tema: 'datos' });
    expect(parseChange(undefined)).to.deep.equal({ tema: 'datos' });
  });
});
