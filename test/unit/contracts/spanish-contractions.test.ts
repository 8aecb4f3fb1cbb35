import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { contractArticles, es } from '../../../src/contracts/spanish-contractions.js';

const WEB = path.resolve('web/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Labels say «del» and «al», never «de el» or «a el»', () => {
  it('contracts «de el» and «a el» wherever they meet, at the start too, keeping the capital', () => {
    expect(contractArticles('Ver detalles de el pago 1a2b')).to.equal('Ver detalles del pago 1a2b');
    expect(contractArticles('Reenviar el correo de confirmación de el pago 1a2b')).to.equal('Reenviar el correo de confirmación del pago 1a2b');
    expect(contractArticles('Ir a el campeonato')).to.equal('Ir al campeonato');
    expect(contractArticles('De el pago')).to.equal('Del pago');
    expect(contractArticles('A el fondo')).to.equal('Al fondo');
    expect(contractArticles('de el\na el')).to.equal('del\nal');
  });

  it('leaves alone a proper name with its article, and words that only begin like it', () => {
    for (const text of ['Logo de El Tigre Racing', 'Retirar a El Chavo', 'Copa de ella', 'a elegir', 'de elite', 'puede el piloto', 'dé el paso', 'Ide el', 'mañana el']) {
      expect(contractArticles(text), text).to.equal(text);
    }
  });

  it('es`…` builds a label from its pieces and contracts it', () => {
    const who = 'el pago 1a2b';
    expect(es`Ver detalles de ${who}`).to.equal('Ver detalles del pago 1a2b');
    const nombre = '';
    expect(es`Logo de ${nombre || 'el patrocinador'}`).to.equal('Logo del patrocinador');
    expect(es`Quitar a ${'el piloto'} de ${'la lista'}`).to.equal('Quitar al piloto de la lista');
    expect(es`Fecha ${3} de ${12}`).to.equal('Fecha 3 de 12');
  });

  it('every label the web app builds from pieces after «de» or «a» goes through es`…` (aria-label, title, alt, label, placeholder)', () => {
    const untagged: string[] = [];
    const pattern = /\b(aria-label|ariaLabel|title|alt|label|placeholder|busyText)(?:=\{\s*|:\s*)`([^`]*)`/g;
    for (const file of sources(WEB)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(pattern)) {
        if (/(^|[^\p{L}])(de|a|De|A) \$\{/u.test(match[2]!)) untagged.push(`${path.relative(WEB, file)}:${text.slice(0, match.index).split('\n').length}: ${match[0].slice(0, 90)}`);
      }
    }
    expect(untagged, untagged.join('\n')).to.deep.equal([]);
  });
});
