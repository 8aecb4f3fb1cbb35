import { z } from 'zod';

/**
 * A name (of a championship, an event, a circuit, a person, a team, a series, a sponsor …) is one
 * line of text: a line break, a tab or any other control character in it is refused, in every
 * door that writes names (the forms, the HTTP calls and the CLI share these schemas). A name is
 * written into calendar feeds, e-mails, CSV files and page titles, where a line break could start
 * a line of its own (docs/adr/0017).
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const ONE_LINE_MSG = 'No puede llevar saltos de línea, tabuladores ni otros caracteres de control';

export const isOneLine = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

/** The schema of a name, refusing control characters (after its own checks, so an empty name still says it is required). */
export const oneLine = <S extends z.ZodType<string | null | undefined>>(schema: S): S =>
  schema.refine((value) => typeof value !== 'string' || isOneLine(value), ONE_LINE_MSG) as unknown as S;
