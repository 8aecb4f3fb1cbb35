import { execFile } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { z } from 'zod';
import { spanishIssueMessage } from '../../../src/contracts/spanish-validation.js';
import { ValidationError } from '../../../src/platform/errors.js';
import { parseOrThrow } from '../../../src/platform/validation.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENGLISH = /\b(invalid|expected|received|required|too (big|small)|must|string|number|object|array|unrecognized)\b/i;

/** The message zod gives for `{}` against `{ nombre: string }` after importing only `entry`, in a fresh process. */
function messageAfterImporting(entry: string): Promise<string> {
  // cli/main.ts runs the program when imported: `--version` makes it print and carry on.
  const script = `process.argv = [process.execPath, 'parrilla', '--version']; await import(${JSON.stringify(path.join(ROOT, entry))}); const { z } = await import('zod'); process.stdout.write('\\n' + z.object({ nombre: z.string() }).safeParse({}).error.issues[0].message);`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${entry}: ${stderr}`)) : resolve(stdout.split('\n').at(-1) ?? ''),
    );
  });
}

describe('Validation messages: Spanish, naming the field', () => {
  const schema = z.object({
    nombre: z.string().max(5),
    vueltas: z.number().int().min(1).max(100),
    pilotos: z.array(z.object({ id: z.string() })),
    estado: z.enum(['pendiente', 'resuelto']),
    fecha: z.union([z.string(), z.null()]),
  });

  it('names the field of every kind of failure, in Spanish, with no English word', () => {
    const result = schema.safeParse({ nombre: 'demasiado', vueltas: 2.5, pilotos: [{ id: 3 }], estado: 'x', fecha: 4 });
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).to.deep.equal([
      'El campo «nombre» admite como máximo 5 caracteres',
      'El campo «vueltas» debe ser un número entero',
      'El campo «pilotos.0.id» debe ser un texto',
      'El campo «estado» debe ser uno de estos valores: pendiente, resuelto',
      'El campo «fecha» no es válido',
    ]);
    for (const m of messages) expect(m).not.to.match(ENGLISH);
  });

  it('says what is missing and when the body is not an object at all', () => {
    expect(schema.safeParse({}).error!.issues[0].message).to.equal('El campo «nombre» es obligatorio');
    expect(schema.safeParse([]).error!.issues[0].message).to.equal('El cuerpo de la petición debe ser un objeto');
    expect(schema.safeParse(undefined).error!.issues[0].message).to.equal('Faltan los datos de la petición');
    expect(schema.safeParse({ vueltas: 1e308 }).error!.issues.find((i) => i.path[0] === 'vueltas')!.message).to.equal('El campo «vueltas» es demasiado grande');
    expect(spanishIssueMessage({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true, path: ['vueltas'], input: 0 } as never)).to.equal(
      'El campo «vueltas» no puede ser menor que 1',
    );
  });

  it('keeps a schema’s own message over the floor', () => {
    const own = z.object({ email: z.string({ error: 'El email es obligatorio' }) });
    expect(own.safeParse({}).error!.issues[0].message).to.equal('El email es obligatorio');
  });

  it('parseOrThrow answers a ValidationError whose message and field map are those texts', () => {
    let error: unknown;
    try {
      parseOrThrow(schema, { nombre: 1 });
    } catch (err) {
      error = err;
    }
    expect(error).to.be.instanceOf(ValidationError);
    expect((error as ValidationError).message).to.equal('El campo «nombre» debe ser un texto');
    expect((error as ValidationError).errors).to.include({ vueltas: 'El campo «vueltas» es obligatorio' });
  });

  it('is configured by every entry point on its own: the server, the CLI and the test bootstrap', async function () {
    this.timeout(60_000);
    for (const entry of ['src/server.ts', 'cli/main.ts', 'test/support/databases.ts']) {
      expect(await messageAfterImporting(entry), entry).to.equal('El campo «nombre» es obligatorio');
    }
  });
});
