import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

// The shapes the API answers are declared once, in src/contracts/*.views.ts (README, docs/adr/0010):
// the server's presenters and routes check their answers against them and the web app imports them.
const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTRACTS = path.join(ROOT, 'src/contracts');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const DECLARATION = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)/gm;

/** The interface and type names a source text declares (imports, even renamed ones, are not declarations). */
export function declaredTypeNames(source: string): string[] {
  return [...source.matchAll(DECLARATION)].map((m) => m[1]);
}

/** Every name a views file declares, with and without its `View` suffix: `UserView` also reserves `User`. */
export function reservedNames(viewSources: string[]): Set<string> {
  const names = new Set<string>();
  for (const name of viewSources.flatMap(declaredTypeNames)) {
    names.add(name);
    if (name.endsWith('View') && name.length > 'View'.length) names.add(name.slice(0, -'View'.length));
  }
  return names;
}

/** `file: Name` for each declaration in `files` that takes a reserved name. */
function redeclarations(files: string[], reserved: Set<string>): string[] {
  return files.flatMap((file) =>
    declaredTypeNames(readFileSync(file, 'utf8'))
      .filter((name) => reserved.has(name))
      .map((name) => `${path.relative(ROOT, file)}: ${name}`),
  );
}

const viewFiles = filesUnder(CONTRACTS, /\.views\.ts$/);
const reserved = reservedNames(viewFiles.map((file) => readFileSync(file, 'utf8')));

describe('Response shapes are declared once, in src/contracts/*.views.ts', () => {
  it('has a views file per module that answers JSON', () => {
    const modules = viewFiles.map((file) => path.basename(file, '.views.ts')).sort();
    expect(modules).to.include.members(['championships', 'fuel', 'identity', 'results', 'single-events', 'sponsors']);
    expect(reserved.has('ChampionshipView') && reserved.has('Championship')).to.equal(true);
  });

  it('keeps no hand-written copies in web/src/types or web/src/features/*/api/types.ts', () => {
    expect(existsSync(path.join(ROOT, 'web/src/types')), 'web/src/types').to.equal(false);
    const features = path.join(ROOT, 'web/src/features');
    const copies = readdirSync(features).filter((feature) => existsSync(path.join(features, feature, 'api/types.ts')));
    expect(copies).to.deep.equal([]);
  });

  it('finds no web declaration that takes the name of a contracts view', () => {
    expect(redeclarations(filesUnder(path.join(ROOT, 'web/src'), /\.tsx?$/), reserved)).to.deep.equal([]);
  });

  it("finds no server module declaring its own copy of a contracts view", () => {
    const viewNames = new Set([...reserved].filter((name) => name.endsWith('View')));
    expect(redeclarations(filesUnder(path.join(ROOT, 'src/modules'), /\.ts$/), viewNames)).to.deep.equal([]);
  });

  it('tells a declaration from an import, with or without the View suffix', () => {
    const names = reservedNames(['export interface SponsorView {\n  id: string;\n}\nexport type RaceState = "pendiente";\n']);
    expect(declaredTypeNames('import type { SponsorView as Sponsor } from "@contracts/sponsors.views";\n').filter((n) => names.has(n))).to.deep.equal([]);
    expect(declaredTypeNames('export interface Sponsor {\n  id: string;\n}\ntype RaceState = string;\ninterface Other {}\n').filter((n) => names.has(n))).to.deep.equal([
      'Sponsor',
      'RaceState',
    ]);
  });
});
