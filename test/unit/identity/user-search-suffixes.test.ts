import { expect } from 'chai';
import { searchText, searchTextOf } from '../../../src/contracts/search-text.js';
import { searchSuffixes, SUFFIX_LENGTH, suffixRange } from '../../../src/modules/identity/adapters/persistence/user-search-suffixes.js';

/** Whether the fragments say `searched` is in `text`: some fragment in its range. */
const foundByFragments = (text: string, searched: string) => {
  const range = suffixRange(searched)!;
  return searchSuffixes(text).some((s) => s >= range.from && s < range.to);
};

describe("The accounts' search fragments", () => {
  it("keeps every run of letters and digits as its suffixes of 3 characters or more, cut at the fragments' length", () => {
    const text = searchTextOf('Ñoño García', 'ana.g99@pista.mx');
    expect(text).to.equal('nono garcia\nana.g99@pista.mx');
    expect(searchSuffixes(text).sort()).to.deep.equal(['arcia', 'cia', 'garcia', 'g99', 'ista', 'nono', 'ono', 'pista', 'rcia', 'sta', 'ana'].sort());
    const long = 'abcdefghijklmnopqrstuvwxyz';
    const cut = searchSuffixes(long);
    expect(cut[0]).to.equal(long.slice(0, SUFFIX_LENGTH));
    expect(cut).to.have.length(long.length - 2);
    expect(cut.every((s) => Array.from(s).length >= 3 && Array.from(s).length <= SUFFIX_LENGTH)).to.equal(true);
    // Characters beyond U+FFFF count as one.
    expect(searchSuffixes('𝔸𝔹ℂd')).to.deep.equal(['𝔸𝔹ℂd', '𝔹ℂd']);
  });

  it('answers only texts of 3 to 16 letters and digits; anything else goes another way', () => {
    expect(suffixRange('garcia')).to.deep.equal({ from: 'garcia', to: 'garcia\u{10FFFF}' });
    for (const text of ['ga', 'garcia lopez', 'pista.mx', 'a'.repeat(SUFFIX_LENGTH + 1), '', 'ana-g']) expect(suffixRange(text), text).to.equal(null);
    expect(suffixRange('a'.repeat(SUFFIX_LENGTH))).to.not.equal(null);
  });

  it('finds a text exactly when the search text holds it, over many invented accounts and texts', () => {
    const first = ['Ana', 'José', 'María Fernanda', 'Ñandú', 'Zoë', 'Iñaki', 'Lucía'];
    const last = ['García', 'Martínez López', "O'Connor", 'De la Peña', 'Muñoz', 'Ríos-Vega'];
    const mails = ['ana.garcia@correo.mx', 'jm99@pista.test', 'xx_lopez@ejemplo.com', 'nandu2024@mail.mx'];
    const texts = first.flatMap((n, i) => last.map((a, j) => searchTextOf(`${n} ${a}`, mails[(i + j) % mails.length])));
    const searched = new Set<string>();
    for (const text of texts) for (const [run] of text.matchAll(/[\p{L}\p{N}]+/gu)) for (let i = 0; i < run.length; i += 1) for (let k = 3; k <= 17; k += 1) searched.add(run.slice(i, i + k));
    for (const word of ['garcia', 'zzz', 'lopezx', 'nandu2024', 'ana', 'connor', 'ocon', 'delapena']) searched.add(word);
    let answered = 0;
    for (const s of searched) {
      if (!suffixRange(s)) continue;
      answered += 1;
      for (const text of texts) expect(foundByFragments(text, s), `${s} in ${JSON.stringify(text)}`).to.equal(text.includes(searchText(s)));
    }
    expect(answered).to.be.greaterThan(150);
  });
});
