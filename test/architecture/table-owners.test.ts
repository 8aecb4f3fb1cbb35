import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { checkTables, findTableViolations } from '../../scripts/check-table-owners.js';

describe('Table owners', () => {
  it('finds no module naming another module’s table outside the listed read models, and no stale entry in the list', () => {
    expect(checkTables()).to.deep.equal({ violations: [], stale: [] });
  });

  it('flags a module querying another module’s table, and lets it query its own', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'parrilla-tables-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      write('src/modules/garage/adapters/cars.knex.ts', "export const q = (k: any) => k('cars as c').join('drivers as d', 'd.id', 'c.driverId');\n// a comment naming 'drivers' is not a query\n");
      write('src/modules/people/adapters/drivers.knex.ts', "export const q = (k: any) => k('drivers');\n");
      const found = findTableViolations(dir, { cars: 'garage', drivers: 'people' });
      expect(found).to.deep.equal([{ file: path.join('src', 'modules', 'garage', 'adapters', 'cars.knex.ts'), line: 1, table: 'drivers', owner: 'people' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
