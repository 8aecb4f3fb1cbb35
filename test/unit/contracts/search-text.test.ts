import { expect } from 'chai';
import { matchesSearch, searchText, searchTextOf } from '../../../src/contracts/search-text.js';

describe('Search text', () => {
  it('drops accents, tildes and diaereses and lowers the case', () => {
    expect(searchText('Fórmula Núñez PINGÜINO Ángel')).to.equal('formula nunez pinguino angel');
    expect(searchText('ÁÉÍÓÚÑÜ')).to.equal('aeiounu');
    expect(searchText(null)).to.equal('');
  });

  it('treats composed and decomposed accents alike', () => {
    expect(searchText('Nu\u0301n\u0303ez')).to.equal(searchText('Núñez'));
  });

  it('matches ignoring accents and case on either side; an empty term matches everything', () => {
    expect(matchesSearch('formula', 'Copa Fórmula 3')).to.equal(true);
    expect(matchesSearch('FÓRMULA', 'copa formula')).to.equal(true);
    expect(matchesSearch('nunez', 'Ana', 'Núñez')).to.equal(true);
    expect(matchesSearch('ñu', 'Núñez')).to.equal(true);
    expect(matchesSearch('gt3', 'Fórmula')).to.equal(false);
    expect(matchesSearch('  ', 'cualquiera')).to.equal(true);
  });

  it('keeps each field on its own line so a search does not run from one field into the next', () => {
    expect(searchTextOf('José Núñez', 'jose@pista.test')).to.equal('jose nunez\njose@pista.test');
  });
});
