import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the texts people read live: the web app, the CLI and the server (API messages, mails). */
const SOURCES = ['web/src', 'cli', 'src'];
/** The one place that names iRacing's English words, to translate them. */
const EXEMPT = new Set(['src/contracts/iracing-terms.ts']);

/**
 * Careless forms a person once read: English left in the product and Spanish without its accents or
 * opening marks. Each is a whole word (letters around it make it another word).
 */
const CARELESS: [RegExp, string][] = [
  [/No events|Failed to|No data found|No results found|Please select|is required|are required|Subsession ID|Customer ID|Allowed choices|Something went wrong|Try again/i, 'English'],
  [/(?<!\p{L})(Showcast|TBD|Loading|Retry|Cancel|Submit|Save|Delete|Edit|Subsessions?|SUBSESSION|LAPS?|Laps?|Drivers?|Points|Interval|Results|Search|Settings|Close|Previous|Sign in|Log in|Log out|Upload|Download)(?!\p{L})/u, 'English'],
  // A word after `--` is a command-line flag (`--sesion`), typed, not read.
  [/(?<![\p{L}]|--)(categorias|registrate|intentalo|intentelo|ocurrio|contrasena|contrasenas|informacion|pagina|paginas|sesion|mas tarde|numero|telefono|electronico|aqui|tambien|ultim[oa]s?|proxim[oa]s?|despues|todavia|busqueda|descripcion|inscripcion|clasificacion|posicion|duracion|conexion|opcion|exito)(?!\p{L})/iu, 'Spanish without its accent'],
  [/(?<!\p{L})(Estas|Esta) segur[oa]/u, 'a question without its opening ¿'],
  [/(?<![¿\p{L}])(No tienes|Quieres|Deseas|Olvidaste|Ya tienes)[^.?!¿]*\?/u, 'a question without its opening ¿'],
];

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/**
 * The texts of a source file: quoted strings with a space in them (a one-word string is usually a key
 * or a class name), one-word texts of props people read, and JSX text between tags. Comments are left out.
 */
export function textsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const texts: string[] = [];
  for (const match of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    // A template's `${…}` is code (a variable named `numero` is not a text someone reads).
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, '…');
    // Also placeholders that stand alone, whatever their use.
    if (/\s/.test(text.trim()) || /^(TBD|Showcast)$/.test(text)) texts.push(text);
  }
  // One-word texts in the props and fields that people read.
  for (const match of code.matchAll(/\b(?:title|label|placeholder|aria-label|alt|message|eyebrow|header|hint|submitText|busyText|backText|retryText)\s*[=:]\s*(['"])([^'"\n]+)\1/g)) {
    texts.push(match[2] ?? '');
  }
  for (const match of code.matchAll(/>([^<>{}]*\p{L}[^<>{}]*)</gu)) {
    const text = (match[1] ?? '').trim();
    // `a > b < c` in code is not JSX text; JSX text does not end a line with an operator.
    if (text && !/[;=()&|]/.test(text)) texts.push(text);
  }
  return texts;
}

describe('Texts people read are natural Spanish', () => {
  it('the detector finds each careless form it lists, and leaves careful Spanish alone', () => {
    const careless = ["{ header: 'Subsession' }", "`LAP (+${n})`", "label: 'LAP'", "'Lap 3 of 24'", "'Laps led'", "'Interval to the leader'",  "'Las mejores categorias'", '<p>Ocurrio un error, intentalo mas tarde</p>', "'No events with results found in the database.'", "title=\"Showcast\"", "'Estas seguro de eliminarlo?'", "premio = 'TBD'"];
    const careful = ["`Número de reporte: #${numero}`", "'¿No tienes usuario? Regístrate'", "'Las mejores categorías'", '<p>Ocurrió un error, inténtalo más tarde</p>', "'¿Estás seguro de eliminarlo?'", "key: 'numero'", "id=\"categorias-title\"", "'--sesion <n>'"];
    const hits = (source: string) => textsOf(source).filter((text) => CARELESS.some(([pattern]) => pattern.test(text)));
    for (const source of careless) expect(hits(source), source).to.have.length.greaterThan(0);
    for (const source of careful) expect(hits(source), source).to.deep.equal([]);
  });

  it('no source of the web app, the CLI or the server has a careless form in a text', () => {
    const problems: string[] = [];
    for (const dir of SOURCES) {
      for (const file of files(path.join(ROOT, dir))) {
        const relative = path.relative(ROOT, file);
        if (EXEMPT.has(relative)) continue;
        for (const text of textsOf(readFileSync(file, 'utf8'))) {
          for (const [pattern, why] of CARELESS) {
            const found = pattern.exec(text);
            if (found) problems.push(`${relative}: ${why} «${found[0]}» in “${text.slice(0, 90)}”`);
          }
        }
      }
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
