import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'chai';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createLucideIcon, { type LucideIconData, type LucideIconProps } from '../../web/src/lib/lucide-icon.js';

const WEB_SRC = path.resolve(import.meta.dirname, '../../web/src');
const LUCIDE_ESM = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm');

/** Every icon name the site imports from lucide-react. */
function iconsTheSiteImports(): string[] {
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
          for (const part of list!.split(',')) {
            const name = part.trim().split(/\s+as\s+/)[0]!;
            if (name && !name.startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  visit(WEB_SRC);
  return [...names].sort();
}

/** The library's module of each exported icon name ('X' → 'x', 'AlertTriangle' → 'triangle-exclamation-point'). */
function iconModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, list, file] of readFileSync(path.join(LUCIDE_ESM, 'lucide-react.mjs'), 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of list!.matchAll(/default as (\w+)/g)) modules.set(name!, file!);
  }
  return modules;
}

const PROPS: LucideIconProps[] = [
  {},
  { size: 16, 'aria-hidden': 'true' },
  { className: 'status-page__icon', size: 48, 'aria-hidden': 'true' },
  { size: 14, strokeWidth: 3, color: '#e10600' },
  { 'aria-label': 'Cerrar', role: 'img' },
  { width: 20, style: { flexShrink: 0 } },
  { 'aria-hidden': undefined, className: 'icon' },
  { children: createElement('title', null, 'Campeonato') },
];

describe('The site’s lucide icons (web/src/lib/lucide-icon.ts)', () => {
  it('draw every icon the site imports as lucide-react draws it, attribute for attribute', async () => {
    const modules = iconModules();
    const names = iconsTheSiteImports();
    expect(names.length).to.be.greaterThan(50);
    for (const name of names) {
      const file = modules.get(name);
      expect(file, `lucide-react no exporta ${name}`).to.be.a('string');
      const lucide = (await import(`lucide-react/icons/${file}`)) as { default: ComponentType<LucideIconProps>; __iconData: LucideIconData };
      const ours = createLucideIcon(lucide.__iconData);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(createElement(ours, props)), `${name} ${JSON.stringify(props)}`).to.equal(renderToStaticMarkup(createElement(lucide.default, props)));
      }
    }
  });

  it('name the icon and its former names in its classes, and hide it from screen readers unless it says something', () => {
    const Icon = createLucideIcon({ name: 'triangle-exclamation-point', node: [['path', { d: 'M12 9v4', key: 'a' }]], aliases: ['alert-triangle'] });
    expect(renderToStaticMarkup(createElement(Icon, { size: 20, className: 'warning' }))).to.equal(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-triangle-exclamation-point lucide-alert-triangle warning" aria-hidden="true"><path d="M12 9v4"></path></svg>',
    );
    expect(renderToStaticMarkup(createElement(Icon, { 'aria-label': 'Aviso' }))).not.to.contain('aria-hidden');
  });
});
