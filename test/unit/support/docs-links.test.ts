import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const relative = path.join(dir, name);
      if (statSync(path.join(ROOT, relative)).isDirectory()) walk(relative);
      else if (name.endsWith('.md')) found.push(relative);
    }
  };
  walk('docs');
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/** The links of a Markdown text outside code: [text](target) and ![alt](target). */
function linksOf(markdown: string): string[] {
  const outsideCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...outsideCode.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

describe('The README and the guides in docs/ link only to what exists', () => {
  it('writes anchors as GitHub does', () => {
    expect(anchorOf('Results straight from iRacing')).to.equal('results-straight-from-iracing');
    expect(anchorOf('The `parrilla` command')).to.equal('the-parrilla-command');
    expect(anchorOf('Una temporada, paso a paso: 1. La serie')).to.equal('una-temporada-paso-a-paso-1-la-serie');
  });

  it('finds every relative link’s file, and its heading when the link names one', () => {
    const broken: string[] = [];
    const docs = documents();
    expect(docs).to.include.members(['README.md', 'docs/guia-del-administrador.md', 'docs/operations.md', 'docs/cli.md', 'docs/architecture.md', 'docs/testing.md', 'docs/benchmarks.md']);
    for (const doc of docs) {
      const text = readFileSync(path.join(ROOT, doc), 'utf8');
      for (const link of linksOf(text)) {
        if (/^[a-z]+:/i.test(link)) continue;
        const [target, anchor] = link.split('#') as [string, string | undefined];
        const file = target ? path.resolve(path.dirname(path.join(ROOT, doc)), decodeURIComponent(target)) : path.join(ROOT, doc);
        if (!existsSync(file)) {
          broken.push(`${doc}: ${link} (no existe ${path.relative(ROOT, file)})`);
          continue;
        }
        if (anchor && !statSync(file).isDirectory() && !anchorsOf(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${doc}: ${link} (no hay un título con ese ancla)`);
      }
    }
    expect(broken).to.deep.equal([]);
  });

  it('shows in the administrator’s guide only pictures a browser test takes (guideShot), so they stay current', () => {
    const guide = readFileSync(path.join(ROOT, 'docs/guia-del-administrador.md'), 'utf8');
    const pictures = linksOf(guide).filter((l) => l.startsWith('img/guia/')).map((l) => path.basename(l, '.png'));
    expect(pictures.length).to.be.greaterThan(5);
    const e2e = path.join(ROOT, 'test/e2e');
    const taken = new Set(
      readdirSync(e2e)
        .filter((f) => f.endsWith('.test.ts'))
        .flatMap((f) => [...readFileSync(path.join(e2e, f), 'utf8').matchAll(/guideShot\(\w+, '([^']+)'\)/g)].map((m) => m[1]!)),
    );
    expect(pictures.filter((p) => !taken.has(p)), 'imágenes de la guía que ninguna prueba toma').to.deep.equal([]);
  });
});
