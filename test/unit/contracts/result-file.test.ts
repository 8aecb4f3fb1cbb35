import { expect } from 'chai';
import { isResultFileName, RESULT_FILE, RESULTS_MESSAGES } from '../../../src/contracts/results.messages.js';

describe('Result file rules (one home for the API, the CLI and the upload screen)', () => {
  it('takes a .json export in any case and nothing else', () => {
    expect(isResultFileName('evento.json')).to.be.true;
    expect(isResultFileName('EVENTO.JSON')).to.be.true;
    expect(isResultFileName('evento.json.txt')).to.be.false;
    expect(isResultFileName('evento.csv')).to.be.false;
  });

  it('allows 25 MB and says so in the words people read', () => {
    expect(RESULT_FILE.maxBytes).to.equal(25 * 1024 * 1024);
    expect(RESULTS_MESSAGES.fileTooLarge).to.equal('El archivo es demasiado grande (máximo 25 MB)');
    expect(RESULTS_MESSAGES.uploadHint).to.include('(.json, hasta 25 MB)');
  });
});
