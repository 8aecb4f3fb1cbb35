import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

// The web forms' values and the query shapes the web app sends are the contracts' requests
// (src/contracts/*.contract.ts), derived with z.input / z.output / FormInputs and Pick / Omit, never
// written out again field by field: a field added to a contract reaches the form's type.
const ROOT = path.resolve(import.meta.dirname, '../..');

const DERIVED: Record<string, string> = {
  ChampionshipFormValues: 'web/src/features/admin-championships/api/championships.ts',
  RaceFormValues: 'web/src/features/admin-championships/api/races.ts',
  EventForm: 'web/src/features/admin-championships/components/scoring/scoring-form.ts',
  DriverForm: 'web/src/features/admin-championships/components/scoring/scoring-form.ts',
  ScoringForm: 'web/src/features/admin-championships/components/scoring/scoring-form.ts',
  PenaltyFormValues: 'web/src/features/admin-reports/components/penalty-fields.tsx',
  PenaltyFormFields: 'web/src/features/admin-reports/components/record-penalty-modal.tsx',
  PaymentFilters: 'web/src/features/admin-payments/api/payments.ts',
  ContactPayload: 'web/src/features/contact/api/send-contact-message.ts',
  AnalysisRequest: 'web/src/features/race-results/api/get-analysis.ts',
  PanelFormValues: 'web/src/features/admin-reports/components/panel-settings-form.tsx',
  SeriesFormValues: 'web/src/features/admin-seasons/components/season-forms.tsx',
  EditionFormValues: 'web/src/features/admin-seasons/components/season-forms.tsx',
  ReopenFormValues: 'web/src/features/admin-seasons/components/season-forms.tsx',
};

/** The names a source imports from the contracts (`@contracts/…`), aliases included. */
export function contractImports(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@contracts\/[^']+'/g)) {
    for (const item of list.split(',')) {
      const name = item.replace(/^\s*type\s+/, '').split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Why the declaration of `name` in `source` is not derived from a contract, or null when it is: a
 * type alias whose text names a type or schema imported from the contracts, or another type of the
 * same file that does.
 */
export function notDerived(source: string, name: string, seen = new Set<string>()): string | null {
  if (new RegExp(`\\binterface\\s+${name}\\b`).test(source)) return `${name} is an interface written field by field`;
  const declaration = new RegExp(`\\btype\\s+${name}\\s*=([\\s\\S]*?);\\s*$`, 'm').exec(source);
  if (!declaration) return `${name} is not declared as a type alias`;
  const words = new Set(declaration[1].match(/[A-Za-z_$][\w$]*/g) ?? []);
  const fromContracts = contractImports(source);
  if ([...words].some((word) => fromContracts.has(word))) return null;
  seen.add(name);
  const local = [...words].filter((word) => !seen.has(word) && new RegExp(`\\btype\\s+${word}\\s*=`).test(source));
  if (local.some((word) => notDerived(source, word, seen) === null)) return null;
  return `${name} names nothing from the contracts`;
}

describe('Web form and query shapes come from the contracts', () => {
  for (const [name, file] of Object.entries(DERIVED)) {
    it(`derives ${name} (${file}) from a contract`, () => {
      expect(notDerived(readFileSync(path.join(ROOT, file), 'utf8'), name)).to.equal(null);
    });
  }

  it('tells a derived type from one written out again', () => {
    const imports = "import type { z } from 'zod';\nimport type { createRaceSchema } from '@contracts/championships.contract';\n";
    expect(notDerived(`${imports}export type RaceFormValues = FormInputs<z.output<typeof createRaceSchema>>;\n`, 'RaceFormValues')).to.equal(null);
    expect(notDerived(`${imports}type Output = z.output<typeof createRaceSchema>;\ntype Form = Omit<FormInputs<Output>, 'x'> & {\n  x: string;\n};\n`, 'Form')).to.equal(null);
    expect(notDerived(`${imports}export interface RaceFormValues {\n  circuito: string;\n}\n`, 'RaceFormValues')).to.match(/interface/);
    expect(notDerived(`${imports}export type RaceFormValues = {\n  circuito: string;\n};\n`, 'RaceFormValues')).to.match(/nothing from the contracts/);
  });
});
