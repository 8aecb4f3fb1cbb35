import type { Knex } from 'knex';
import { suffixRows, SUFFIX_LENGTH } from '../src/modules/identity/adapters/persistence/user-search-suffixes.js';

const TABLE = 'user_search_suffixes';
const USER_INDEX = 'user_search_suffixes_user_index';

/**
 * The admin's accounts search by fragments (docs/adr/0075): each account's search text as the
 * suffixes of its runs of letters and digits, with the account's place in the name order. The primary
 * key (suffix, sortName, userId) lists the accounts holding a text in name order from one range;
 * compared byte by byte on both databases (the C collation on PostgreSQL, as users.sortName). Filled
 * here for the accounts that exist; the user repository keeps it with each account's writes.
 */
export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  if (pg) {
    await knex.raw(
      `CREATE TABLE "${TABLE}" ("suffix" varchar(${SUFFIX_LENGTH}) COLLATE "C" NOT NULL, "sortName" varchar(600) COLLATE "C" NOT NULL, "userId" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE, PRIMARY KEY ("suffix", "sortName", "userId"))`,
    );
  } else {
    await knex.raw(
      `CREATE TABLE "${TABLE}" ("suffix" varchar(${SUFFIX_LENGTH}) NOT NULL, "sortName" varchar(600) NOT NULL, "userId" varchar(36) NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE, PRIMARY KEY ("suffix", "sortName", "userId")) WITHOUT ROWID`,
    );
  }
  await knex.schema.alterTable(TABLE, (t) => {
    t.index(['userId'], USER_INDEX);
  });
  for (let after = ''; ; ) {
    const users: Array<{ id: string; searchText: string; sortName: string }> = await knex('users').where('id', '>', after).orderBy('id').limit(1000).select('id', 'searchText', 'sortName');
    if (users.length === 0) break;
    const rows = users.flatMap(suffixRows);
    for (let i = 0; i < rows.length; i += 500) await knex(TABLE).insert(rows.slice(i, i + 500));
    after = users[users.length - 1]!.id;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE);
}
