import { expect } from 'chai';
import {
  loadSqliteDriver,
  SQLITE_DRIVER_NODE20,
  SQLITE_DRIVER_NODE22,
  sqliteDriverPackage,
} from '../../../src/platform/database/sqlite-driver.js';

const both = () => true;
const only12 = (name: string) => name === SQLITE_DRIVER_NODE20;

describe('sqliteDriverPackage: which better-sqlite3 each Node loads', () => {
  it('Node 20 loads 12 even when 13 is installed, since 13 crashes it', () => {
    expect(sqliteDriverPackage('20.19.0', both)).to.equal(SQLITE_DRIVER_NODE20);
  });

  it('Node 22 and 24 load 13 when npm installed the optional dependency', () => {
    expect(sqliteDriverPackage('22.12.0', both)).to.equal(SQLITE_DRIVER_NODE22);
    expect(sqliteDriverPackage('24.11.0', both)).to.equal(SQLITE_DRIVER_NODE22);
  });

  it('Node 22 without 13 keeps 12, which runs on it', () => {
    expect(sqliteDriverPackage('22.12.0', only12)).to.equal(SQLITE_DRIVER_NODE20);
  });

  it('Node 24 without 13 refuses, saying what to install, instead of loading 12 that aborts', () => {
    expect(() => sqliteDriverPackage('24.11.0', only12)).to.throw(/better-sqlite3 13.*better-sqlite3-node22.*--omit=optional.*PostgreSQL/);
  });

  it('the driver chosen for the running Node opens a database and answers a query', () => {
    const Database = loadSqliteDriver();
    const db = new Database(':memory:');
    try {
      expect(db.prepare('select 1 + 1 as two').get()).to.deep.equal({ two: 2 });
    } finally {
      db.close();
    }
  });
});
