import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatDeadline } from '../../../src/contracts/formats.js';

const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('Deadlines in one wording', () => {
  it('writes a deadline with its date, its time and the one name of its clock', () => {
    expect(formatDeadline('2026-03-05T05:59:59.000Z')).to.equal('4 de marzo de 2026 a las 23:59 (hora del centro de México)');
    // Summer or winter, the clock is Mexico City's (no daylight saving since 2022).
    expect(formatDeadline('2026-07-01T05:59:59.000Z')).to.equal('30 de junio de 2026 a las 23:59 (hora del centro de México)');
  });

  it('is written by formatDeadline on every page and e-mail: no deadline names its clock by hand', () => {
    // 'hasta el …', 'antes de las …', 'antes del …' followed by a clock written in the sentence itself.
    const byHand = /(hasta el|antes de las|antes del)[^;]{0,200}?\((hora de la |hora del )?(Ciudad de México|centro de México)\)/;
    const found = [...sources(join(root, 'src')), ...sources(join(root, 'web', 'src'))]
      .filter((file) => !file.endsWith(join('contracts', 'formats.ts')))
      .filter((file) => byHand.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(found).to.deep.equal([]);
  });
});
