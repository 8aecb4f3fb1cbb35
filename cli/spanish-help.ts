import { Help, type Command, type Option } from 'commander';

const TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Arguments:': 'Argumentos:',
  'Options:': 'Opciones:',
  'Global Options:': 'Opciones globales:',
  'Commands:': 'Comandos:',
};

const spanishPlaceholders = (usage: string) => usage.replace('[options]', '[opciones]').replace('[command]', '[comando]');

/** Commander's help layout with Spanish headings and placeholders. */
export const spanishHelp: Partial<Help> = {
  styleTitle: (title: string) => TITLES[title] ?? title,
  commandUsage(this: Help, cmd: Command) {
    return spanishPlaceholders(Help.prototype.commandUsage.call(this, cmd));
  },
  subcommandTerm(this: Help, cmd: Command) {
    return spanishPlaceholders(Help.prototype.subcommandTerm.call(this, cmd));
  },
  optionDescription(this: Help, option: Option) {
    return Help.prototype.optionDescription
      .call(this, option)
      .replace(/(\(|, )default: /, '$1por defecto: ')
      .replace(/choices: /, 'valores: ');
  },
};

/** The reason commander gives for a refused value: its list of choices, or a command's own (Spanish) text. */
const why = (text: string) => text.replace(/^Allowed choices are (.+)\.$/, (_, choices: string) => `usa uno de estos valores: ${choices}.`);

/** "option '--free'" as Spanish says it. */
const spanishOption = (text: string) => text.replace(/^option '/, "la opción '").replace(/^environment variable '/, "la variable de entorno '");

// Commander's own messages, matched by their English wording; the quoted parts are carried over.
const MESSAGES: [RegExp, (...parts: string[]) => string][] = [
  [/^error: required option '(.+)' not specified$/, (flags) => `error: falta la opción obligatoria '${flags}'`],
  [/^error: option '(.+)' argument missing$/, (flags) => `error: la opción '${flags}' necesita un valor`],
  [/^error: missing required argument '(.+)'$/, (name) => `error: falta el argumento obligatorio '${name}'`],
  [/^error: unknown option '(.+)'$/, (flag) => `error: opción desconocida '${flag}'`],
  [/^error: unknown command '(.+)'$/, (name) => `error: comando desconocido '${name}'`],
  [
    /^error: too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+)\.$/,
    (name, expected, got) => `error: demasiados argumentos${name ? ` para '${name}'` : ''}: se esperaban ${expected} y llegaron ${got}`,
  ],
  [/^error: option '(.+)' argument '(.*)' is invalid\. (.*)$/, (flags, value, reason) => `error: el valor '${value}' de la opción '${flags}' no es válido: ${why(reason)}`],
  [/^error: command-argument value '(.*)' is invalid for argument '(.+)'\. (.*)$/, (value, name, reason) => `error: el valor '${value}' del argumento '${name}' no es válido: ${why(reason)}`],
  [/^error: (.+) cannot be used with (.+)$/, (a, b) => `error: ${spanishOption(a)} no puede usarse junto con ${spanishOption(b)}`],
  [/^\(Did you mean one of (.+)\?\)$/, (names) => `(¿Quisiste decir alguno de ${names}?)`],
  [/^\(Did you mean (.+)\?\)$/, (name) => `(¿Quisiste decir ${name}?)`],
];

/** Translates an error message commander writes; wording it does not know passes through unchanged. */
export function translateCommanderMessage(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      for (const [pattern, translate] of MESSAGES) {
        const match = pattern.exec(line);
        if (match) return translate(...match.slice(1));
      }
      return line;
    })
    .join('\n');
}
