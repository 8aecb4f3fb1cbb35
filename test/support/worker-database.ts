// Loaded by mocha before the test files (.mocharc.json "require"), in every process that runs tests.
// With --parallel, each worker process gets a PostgreSQL database of its own: TEST_DATABASE_URL's
// database name with `_w<worker id>` added (parrilla_test_w0, parrilla_test_w1 …), created on first
// use, so two workers never empty or migrate each other's tables. The role needs CREATEDB (.ci/run
// grants it). Without --parallel, or without TEST_DATABASE_URL, nothing changes.
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL;
const worker = process.env.MOCHA_WORKER_ID;
let ready: Promise<void> | undefined;

if (base && worker !== undefined) {
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_w${worker}`;
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`TEST_DATABASE_URL: the database name ${name} is not plain letters, digits and _`);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  ready = (async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        await client.query(`CREATE DATABASE "${name}"`).catch((err: Error) => {
          throw new Error(`Cannot create the database ${name} for mocha worker ${worker} (${err.message}): the role of TEST_DATABASE_URL needs CREATEDB, or create the database beforehand`);
        });
      }
    } finally {
      await client.end();
    }
  })();
}

export const mochaHooks = {
  async beforeAll(): Promise<void> {
    await ready;
  },
};
