import { act, fireEvent, waitFor, within } from '@testing-library/react';
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
  /** Values the form accepts, by schema path, typed before each try (the required fields); a select's by value or text, a combobox's by text. */
  valid: Record<string, string>;
  /** Further values, by path, a field needs before it shows (the amount of the penalty type it belongs to). */
  when?: Record<string, Record<string, string>>;
  /** The schema's input from the values typed by path, when the form reshapes them (default: as the paths say). */
  toInput?: (values: Record<string, unknown>) => unknown;
  /** The field a message's path is shown on, when the form shows a list's items on one text (`tabla.3` on `tabla`). */
  fieldOf?: (path: string) => string;
  /** How long the tries may take, in ms (300 s unless said: a loaded machine runs them several times slower). */
  timeout?: number;
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
    case 'intersection':
      schemaFields(def.left as z.ZodType, path, out);
      return schemaFields(def.right as z.ZodType, path, out);
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

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function control(label: string): Control {
  // A required field's label ends in an asterisk screen readers skip.
  const text = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
  // A combobox's list is labelled as its box: the box is the control.
  const found = body().getAllByLabelText(text).filter((e) => e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement);
  if (found.length !== 1) throw new Error(`${found.length} controls labelled "${label}"`);
  return found[0] as Control;
}

const isCheckbox = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'checkbox';
const isNumberBox = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'number';
const isCombobox = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && element.getAttribute('role') === 'combobox';

/** The options a combobox lists for a typed text (its listbox, opened by typing). */
const comboboxOptions = (element: HTMLInputElement): HTMLElement[] => {
  const list = document.getElementById(element.getAttribute('aria-controls') ?? '');
  return list ? within(list).queryAllByRole('option', { hidden: true }) : [];
};

/** Lets the page finish what an event started (a check, a request, its answer) inside act(). */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Types (or chooses, or ticks: 'true' / 'false') a value the way a person would; answers what the
 * control holds afterwards. A select is chosen by an option's value or text (a list still loading is
 * waited for); a combobox is typed into and its option of that text clicked, or left when none has it
 * (it then holds what it keeps: an option's text, or nothing): it answers the text it shows.
 */
export async function fill(label: string, value: string): Promise<string | boolean> {
  const element = control(label);
  if (isCheckbox(element)) {
    if (element.checked !== (value === 'true')) await act(async () => void fireEvent.click(element));
    return element.checked;
  }
  if (element instanceof HTMLSelectElement) {
    const find = () => [...element.options].find((o) => o.value === value || o.text === value);
    if (value !== '' && !find()) await waitFor(() => expect(find(), `${label}: option ${value}`).to.not.equal(undefined), { timeout: 1000 }).catch(() => undefined);
    const option = find();
    await act(async () => void fireEvent.change(element, { target: { value: option ? option.value : value } }));
    await settle();
    return element.value;
  }
  if (isCombobox(element)) {
    if (element.disabled) await waitFor(() => expect(control(label).disabled, `${label} waits`).to.equal(false), { timeout: 1000 });
    const box = control(label) as HTMLInputElement;
    await act(async () => {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value } });
    });
    const option = comboboxOptions(box).find((o) => o.firstElementChild?.textContent === value);
    await act(async () => void (option && value !== '' ? fireEvent.click(option) : fireEvent.blur(box)));
    await settle();
    return box.value;
  }
  await act(async () => {
    fireEvent.input(element, { target: { value } });
    fireEvent.change(element, { target: { value } });
  });
  return element.value;
}

/** Sends the form the control is in, and lets it finish (its checks, and the request when they pass). */
export async function submit(element: Element): Promise<void> {
  await act(async () => void fireEvent.submit(element.closest('form')!));
  await settle();
}

/** The texts that describe a control (its hint and its error). */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const messagesAt = (issues: z.core.$ZodIssue[], field: string, fieldOf: (path: string) => string = (p) => p) =>
  issues.filter((i) => {
    const at = fieldOf(i.path.map(String).join('.'));
    const path = fieldOf(field);
    return at === path || at.startsWith(`${path}.`) || path.startsWith(`${at}.`);
  }).map((i) => i.message);

/** What a person can put in a control: a select's options, a combobox's options' texts and a text none has, or typed texts. */
async function valuesFor(label: string, leaves: Leaf[]): Promise<string[]> {
  const element = control(label);
  if (element instanceof HTMLSelectElement) return [...new Set(['', ...[...element.options].map((o) => o.value)])];
  if (isCombobox(element)) {
    await act(async () => {
      fireEvent.focus(element);
      fireEvent.change(element, { target: { value: '' } });
    });
    const texts = comboboxOptions(element).map((o) => o.firstElementChild?.textContent ?? '');
    await act(async () => void fireEvent.blur(element));
    return ['', 'nadie con este nombre', ...texts];
  }
  return candidates(leaves, isCheckbox(element));
}

/** The `it`s: the schema's fields all have a control, and each refused value shows its message there. */
export function itShowsEverySchemaError(name: string, c: SchemaFormCase): void {
  const fields = schemaFields(c.schema);
  const shape = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.0');

  it(`${name}: every field of its schema has a control in the form`, () => {
    const missing = [...fields.keys()].filter((path) => !(path in c.fields) && !(c.notInForm && path in c.notInForm));
    expect(missing, 'fields of the schema with no control named in the test').to.deep.equal([]);
  });

  it(`${name}: each value the schema refuses shows its message next to its field, and nothing is sent`, async function () {
    this.timeout(c.timeout ?? 300_000);
    let tried = 0;
    /** The valid values, and those a field needs to be shown (its `when`), each typed in the form. */
    const fillValid = async (path: string) => {
      const values: Record<string, unknown> = {};
      for (const [p, v] of Object.entries({ ...c.valid, ...c.when?.[path] })) values[p] = await fill(c.fields[p], v);
      return values;
    };
    // What each field can be given and what the form holds around it, read before the tries. Reading
    // a select's options or a control's kind changes nothing, so the fields shown by the same values (the
    // same `when`) are read on one form; a combobox is typed into to list its options, so it gets a form
    // of its own.
    type Plan = { base: Record<string, unknown>; tries: string[]; holds: ((value: string) => unknown) | null };
    const plans = new Map<string, Plan>();
    const read = async (path: string, base: Record<string, unknown>) => {
      const label = c.fields[path];
      const tries = await valuesFor(label, fields.get(shape(path)) ?? []);
      const box = control(label);
      // What the control will hold, when it can be told without the form: a text box holds what is typed, a number box only a number (else nothing), a checkbox whether it is ticked, a select the option chosen.
      const holds = isCombobox(box) ? null : isCheckbox(box) ? (v: string) => v === 'true' : isNumberBox(box) ? (v: string) => (/^-?\d+(\.\d+)?$/.test(v) ? v : '') : (v: string) => v;
      plans.set(path, { base, tries, holds });
    };
    const byWhen = new Map<string, string[]>();
    for (const path of Object.keys(c.fields)) {
      const key = JSON.stringify(c.when?.[path] ?? {});
      byWhen.set(key, [...(byWhen.get(key) ?? []), path]);
    }
    for (const paths of byWhen.values()) {
      await c.open();
      const base = await fillValid(paths[0]);
      const comboboxes = paths.filter((path) => isCombobox(control(c.fields[path])));
      for (const path of paths) if (!comboboxes.includes(path)) await read(path, base);
      await close();
      for (const path of comboboxes) {
        await c.open();
        await read(path, await fillValid(path));
        await close();
      }
    }
    for (const [path, label] of Object.entries(c.fields)) {
      const { base, tries, holds } = plans.get(path)!;
      const expectedFor = (values: Record<string, unknown>) => {
        const parsed = c.schema.safeParse(c.toInput ? c.toInput(values) : byPaths(values));
        return parsed.success ? [] : messagesAt(parsed.error.issues, path, c.fieldOf);
      };
      const seen = new Set<string>();
      for (const value of tries) {
        // A value the schema takes, or one it refuses with messages already tried here, is not worth showing the form again.
        if (holds) {
          const said = JSON.stringify(expectedFor({ ...base, [path]: holds(value) }));
          if (said === '[]' || seen.has(said)) continue;
          seen.add(said);
        }
        await c.open();
        const values = await fillValid(path);
        values[path] = await fill(label, value);
        const expected = expectedFor(values);
        const element = control(label);
        const sent = c.requests().length;
        await submit(element);
        if (expected.length) {
          tried += 1;
          const where = `${path} = ${JSON.stringify(value)}`;
          await waitFor(() => expect(control(label).getAttribute('aria-invalid'), `${where} (held ${JSON.stringify(values[path])}) should say ${JSON.stringify(expected)}`).to.equal('true'));
          const said = descriptionOf(control(label));
          expect(expected.some((m) => said.includes(m)), `${where}: "${said}" should say one of ${JSON.stringify(expected)}`).to.equal(true);
          // The focus is on the first field marked, in the order the form shows them, and stays there: the
          // form library focuses once more a moment after a refusal (a timer), which must not move it.
          await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
          const marked = control(label).closest('form')!.querySelector('[aria-invalid="true"]');
          const named = (el: Element | null) => (el ? `${el.tagName.toLowerCase()} «${el.getAttribute('name') || el.getAttribute('aria-label') || el.id}»` : 'nothing');
          if (marked) expect(named(document.activeElement), `${where}: the focus after the refusal`).to.equal(named(marked));
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
