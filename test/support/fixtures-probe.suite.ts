// A suite that only the fixtures rule's own test runs (its name does not end in .test.ts): one describe
// over the real exports and one test that asks for them, as the real suites do.
import { describeWithFixtures, needFixtures } from './iracing-exports.js';

describeWithFixtures('Sonda: un describe sobre las exportaciones', () => {
  it('corre cuando las exportaciones están', () => undefined);
});

describe('Sonda: una prueba que pide las exportaciones', () => {
  it('corre cuando las exportaciones están', function () {
    needFixtures(this);
  });
});
