import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { AUDIT_ACTION_LABELS, auditActionLabel } from '../../../src/contracts/audit.messages.js';

/**
 * The Bitácora names every action in Spanish (src/contracts/audit.messages.ts). The trail's `accion`
 * is typed by that list, and this reads the source as well: every action a recording file names has
 * its words, and no words are kept for an action nothing records.
 */

const MODULES = path.resolve(import.meta.dirname, '../../../src/modules');
/** An action code: the object, a dot, what happened ('campeonato.editado'). */
const CODE = /'([a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*)'/g;

function recordingFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => readFileSync(file, 'utf8').includes('audit-trail.port'));
}

/** The action codes a recording file names, leaving out its log lines (which name events of their own). */
function codesIn(file: string): string[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('logger.'));
  return [...lines.join('\n').matchAll(CODE)].map((m) => m[1]!);
}

describe('The Bitácora’s words for each action', () => {
  const recorded = new Set(recordingFiles(MODULES).flatMap(codesIn));

  it('finds the actions the modules record', () => {
    expect([...recorded]).to.include('patrocinador.creado').and.include('campeonato.editado').and.include('sesion.iniciada');
  });

  it('has words for every action a module records, and none for an action nothing records', () => {
    const labelled = Object.keys(AUDIT_ACTION_LABELS);
    expect([...recorded].filter((code) => !labelled.includes(code)).sort(), 'acciones sin nombre en la Bitácora').to.deep.equal([]);
    expect(labelled.filter((code) => !recorded.has(code)).sort(), 'nombres de acciones que nadie registra').to.deep.equal([]);
  });

  it('says each in Spanish words, not as its code, each different', () => {
    const words = Object.values(AUDIT_ACTION_LABELS) as string[];
    for (const [code, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(label, code).to.match(/^[A-ZÁÉÍÓÚÑ][a-záéíóúñü]/);
      expect(label, code).to.not.include('.');
    }
    expect(new Set(words).size).to.equal(words.length);
    expect(auditActionLabel('campeonato.creado')).to.equal('Campeonato creado');
    expect(auditActionLabel('accion.retirada-hace-tiempo'), 'a code no longer recorded reads as itself').to.equal('accion.retirada-hace-tiempo');
  });
});
