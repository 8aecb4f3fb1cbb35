import { expect } from 'chai';
import { resultFileSchema } from '../../../src/contracts/results.contract.js';
import { isResultFileName, RESULT_FILE, resultFileProblem, RESULTS_MESSAGES } from '../../../src/contracts/results.messages.js';

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

  it('answers the first rule a file breaks, reading its size only when the name passes; the upload form says the same', () => {
    const sizeNeverRead = () => {
      throw new Error('size read');
    };
    expect(resultFileProblem('evento.csv', sizeNeverRead)).to.equal(RESULTS_MESSAGES.notJsonFile);
    expect(resultFileProblem('evento.json', () => RESULT_FILE.maxBytes + 1)).to.equal(RESULTS_MESSAGES.fileTooLarge);
    expect(resultFileProblem('evento.json', () => RESULT_FILE.maxBytes)).to.equal(null);
    const formMessage = (file: unknown) => resultFileSchema.safeParse(file).error?.issues[0]?.message ?? null;
    expect(formMessage(undefined)).to.equal(RESULTS_MESSAGES.selectFile);
    expect(formMessage({ name: 'evento.txt', size: 1 })).to.equal(RESULTS_MESSAGES.notJsonFile);
    expect(formMessage({ name: 'evento.json', size: RESULT_FILE.maxBytes + 1 })).to.equal(RESULTS_MESSAGES.fileTooLarge);
    expect(formMessage({ name: 'evento.json', size: 10 })).to.equal(null);
  });
});
