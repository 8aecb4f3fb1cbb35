/**
 * A contract's request as a form's inputs hold it, before the contract's schema coerces it: a
 * number, a date, a choice or a text is the text typed ('' when empty), a checkbox a boolean, a list
 * a list of texts, a group of fields field by field. Built from what the schema answers (its
 * output), whose types say which field is which; a field added to the contract is then a field the
 * form has to fill.
 */
export type FormInputs<T> = { [K in keyof T]-?: InputOf<T[K]> };

type InputOf<V> = [NonNullable<V>] extends [boolean]
  ? boolean
  : [NonNullable<V>] extends [readonly unknown[]]
    ? string[]
    : [NonNullable<V>] extends [Record<string, unknown>]
      ? FormInputs<NonNullable<V>>
      : string;
