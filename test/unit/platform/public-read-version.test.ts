import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSqliteDriver } from '../../../src/platform/database/sqlite-driver.js';
import { SharedVersionReads, SqliteFilePublicReadVersion, type PublicReadVersion } from '../../../src/platform/public-read/public-read-version.js';

/** better-sqlite3 for this Node: 12 on Node 20, 13 on Node >= 22 (docs/adr/0025). */
const Database = loadSqliteDriver();

/** A version source whose reads the test answers one by one, in order; it says when each read began. */
class ControlledSource implements PublicReadVersion {
  readonly reads: Array<{ answer: (v: string) => void; fail: (e: Error) => void }> = [];
  current(): Promise<string> {
    return new Promise((answer, fail) => this.reads.push({ answer, fail }));
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedVersionReads: reads of the public version shared between requests', () => {
  it('shares one read among the callers of a loop turn, begun after all of them', async () => {
    const source = new ControlledSource();
    const shared = new SharedVersionReads(source);
    const first = shared.current();
    const second = shared.current();
    // Nothing read yet: the read starts after the requests this turn of the event loop brought in.
    expect(source.reads).to.have.length(0);
    await tick();
    expect(source.reads).to.have.length(1);
    source.reads[0]!.answer('uno');
    expect(await first).to.equal('uno');
    expect(await second).to.equal('uno');
  });

  it('never answers a caller with a read that began before it called, and shares the next read among the callers waiting', async () => {
    const source = new ControlledSource();
    const shared = new SharedVersionReads(source);
    const first = shared.current();
    await tick();
    expect(source.reads).to.have.length(1);
    // Two callers arrive while the first read is on its way: they wait for one new read, begun after them.
    const second = shared.current();
    const third = shared.current();
    await tick();
    expect(source.reads).to.have.length(1);
    source.reads[0]!.answer('antes');
    expect(await first).to.equal('antes');
    await tick();
    expect(source.reads).to.have.length(2);
    // One more caller arrives while that second read is on its way: it waits for a third read.
    const fourth = shared.current();
    source.reads[1]!.answer('despues');
    expect(await second).to.equal('despues');
    expect(await third).to.equal('despues');
    await tick();
    expect(source.reads).to.have.length(3);
    source.reads[2]!.answer('ultima');
    expect(await fourth).to.equal('ultima');
    // Nothing under way: a caller's read starts in the next turn.
    const fifth = shared.current();
    await tick();
    expect(source.reads).to.have.length(4);
    source.reads[3]!.answer('sola');
    expect(await fifth).to.equal('sola');
  });

  it('fails only the callers of a failed read; the next callers read again', async () => {
    const source = new ControlledSource();
    const shared = new SharedVersionReads(source);
    const first = shared.current();
    await tick();
    const second = shared.current();
    source.reads[0]!.fail(new Error('sin base de datos'));
    await first.then(
      () => expect.fail('the failed read answered'),
      (e: Error) => expect(e.message).to.equal('sin base de datos'),
    );
    await tick();
    source.reads[1]!.answer('de nuevo');
    expect(await second).to.equal('de nuevo');
  });

  it('fails the callers of a read whose source throws at once, and reads again for the next ones', async () => {
    let calls = 0;
    const shared = new SharedVersionReads({
      current: () => {
        calls += 1;
        if (calls === 1) throw new Error('la conexión no abrió');
        return Promise.resolve('abierta');
      },
    });
    await shared.current().then(
      () => expect.fail('the failed read answered'),
      (e: Error) => expect(e.message).to.equal('la conexión no abrió'),
    );
    expect(await shared.current()).to.equal('abierta');
  });
});

describe('SqliteFilePublicReadVersion: the version read through a SQLite connection of its own', () => {
  it("reads what another connection committed at once, never what it has not committed yet", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'parrilla-version-'));
    const writer = new Database(path.join(dir, 'v.sqlite'));
    const version = new SqliteFilePublicReadVersion(path.join(dir, 'v.sqlite'));
    try {
      writer.pragma('journal_mode = WAL');
      writer.exec("create table public_read_version (id integer primary key, version text not null); insert into public_read_version values (1, 'uno')");
      expect(await version.current()).to.equal('uno');
      writer.exec("update public_read_version set version = 'dos' where id = 1");
      expect(await version.current()).to.equal('dos');
      writer.exec("begin; update public_read_version set version = 'tres' where id = 1");
      expect(await version.current(), 'not committed').to.equal('dos');
      writer.exec('commit');
      expect(await version.current()).to.equal('tres');
    } finally {
      version.close();
      writer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
