import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import type { z } from 'zod';

/**
 * Checks that a form shows every message its contract's schema can give, next to the field it is
 * about, and sends nothing while one shows. The schema is read, not restated: every field it has must
 * be named here (a field added to the contract fails the test until the form shows it), and the values
 * tried on each field come from its own rules (lengths, bounds, choices) plus texts that break most
 * formats; each value the schema refuses is typed into the form, the form is sent, and the field must
 * say the schema's message for it.
 */
export interface SchemaFormCase {
  schema: z.ZodType;
  /** Shows the form (opening its modal if it has one); answers when its fields are on the page. */
  open: () => Promise<void> | void;
  /** Each field of the schema (`videos.0` for a list's rows): the label of its control in the form. */
  fields: Record<string, string>;
  /** The schema's fields the form does not fill with a control (files, what the page knows), with why. */
  notInForm?: Record<string, string>;
  /** Values the form accepts, by schema path, typed before each try (the required fields). */
  valid: Record<string, string>;
  /** The schema's input from the values typed by path, when the form reshapes them (default: as the paths say). */
  toInput?: (values: Record<string, unknown>) => unknown;
  /** Every request the page sent, so far. */
  requests: () => readonly unknown[];
}

type Def = { type: string; [key: string]: unknown };
type Leaf = z.ZodType & { minLength?: number | null; maxLength?: number | null; minValue?: number | null; maxValue?: number | null; options?: unknown[] };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every field path of a schema (`videos.0` for a list), with the schemas that check it. */
export function schemaFields(schema: z.ZodType, path = '', out = new Map<string, Leaf[]>()): Map<string, Leaf[]> {
  const def = defOf(schema);
  const add = () => out.set(path, [...(out.get(path) ?? []), schema as Leaf]);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) schemaFields(child, path ? `${path}.${key}` : key, out);
      return out;
    case 'array':
      return schemaFields(def.element as z.ZodType, `${path}.0`, out);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return schemaFields(def.innerType as z.ZodType, path, out);
    case 'pipe':
      schemaFields(def.in as z.ZodType, path, out);
      return schemaFields(def.out as z.ZodType, path, out);
    case 'union':
      for (const option of def.options as z.ZodType[]) schemaFields(option, path, out);
      return out;
    case 'transform':
      return out;
    case 'unknown':
    case 'any':
      if (!out.has(path)) out.set(path, []);
      return out;
    default:
      add();
      return out;
  }
}

/** Texts a person could type that break a field's rules: its own bounds, and what breaks most formats. */
function candidates(leaves: Leaf[], checkbox: boolean): string[] {
  if (checkbox) return ['false', 'true'];
  const out = new Set(['', ' ', 'x', 'abc', '-1', '0', '1.5', 'no es un enlace', '999999999999']);
  for (const leaf of leaves) {
    if (typeof leaf.maxLength === 'number') out.add('a'.repeat(leaf.maxLength + 1));
    if (typeof leaf.minLength === 'number' && leaf.minLength > 1) out.add('a'.repeat(leaf.minLength - 1));
    if (typeof leaf.minValue === 'number' && Number.isFinite(leaf.minValue)) out.add(String(leaf.minValue - 1));
    if (typeof leaf.maxValue === 'number' && Number.isFinite(leaf.maxValue)) out.add(String(leaf.maxValue + 1));
  }
  return [...out];
}

const setPath = (target: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] = value;
};

/** The schema's input from values by path, as the form's fields hold them. */
export function byPaths(values: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) setPath(input, path, value);
  return input;
}

const body = () => within(document.body);

export function control(label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  // A required field's label ends in an asterisk screen readers skip.
  const text = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
  return body().getByLabelText(text) as HTMLInputElement;
}

/** Types (or chooses, or ticks: 'true' / 'false') a value the way a person would; answers what the control holds afterwards. */
export function fill(label: string, value: string): string | boolean {
  const element = control(label);
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    if (element.checked !== (value === 'true')) fireEvent.click(element);
    return element.checked;
  }
  fireEvent.input(element, { target: { value } });
  fireEvent.change(element, { target: { value } });
  return element.value;
}

/** The texts that describe a control (its hint and its error). */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const messagesAt = (issues: z.core.$ZodIssue[], path: string) =>
  issues.filter((i) => {
    const at = i.path.map(String).join('.');
    return at === path || at.startsWith(`${path}.`) || path.startsWith(`${at}.`);
  }).map((i) => i.message);

/** The `it`s: the schema's fields all have a control, and each refused value shows its message there. */
export function itShowsEverySchemaError(name: string, c: SchemaFormCase): void {
  const fields = schemaFields(c.schema);
  const shape = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.0');

  it(`${name}: every field of its schema has a control in the form`, () => {
    const missing = [...fields.keys()].filter((path) => !(path in c.fields) && !(c.notInForm && path in c.notInForm));
    expect(missing, 'fields of the schema with no control named in the test').to.deep.equal([]);
  });

  it(`${name}: each value the schema refuses shows its message next to its field, and nothing is sent`, async function () {
    this.timeout(60_000);
    let tried = 0;
    for (const [path, label] of Object.entries(c.fields)) {
      const leaves = fields.get(shape(path)) ?? [];
      await c.open();
      const box = control(label);
      const checkbox = box instanceof HTMLInputElement && box.type === 'checkbox';
      await close();
      for (const value of candidates(leaves, checkbox)) {
        await c.open();
        const values: Record<string, unknown> = { ...c.valid };
        for (const [p, v] of Object.entries(c.valid)) values[p] = fill(c.fields[p], v);
        values[path] = fill(label, value);
        const parsed = c.schema.safeParse(c.toInput ? c.toInput(values) : byPaths(values));
        const expected = parsed.success ? [] : messagesAt(parsed.error.issues, path);
        const element = control(label);
        const sent = c.requests().length;
        fireEvent.submit(element.closest('form')!);
        if (expected.length) {
          tried += 1;
          const where = `${path} = ${JSON.stringify(value)}`;
          await waitFor(() => expect(element.getAttribute('aria-invalid'), where).to.equal('true'));
          const said = descriptionOf(element);
          expect(expected.some((m) => said.includes(m)), `${where}: "${said}" should say one of ${JSON.stringify(expected)}`).to.equal(true);
          expect(c.requests().length, `${where}: sent`).to.equal(sent);
        }
        await close();
      }
    }
    expect(tried, 'values the schema refuses').to.be.greaterThan(0);
  });
}

async function close(): Promise<void> {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
}
