import { readFile, rm } from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { PayloadTooLargeError, ValidationError } from '../platform/errors.js';
import { assertNoNul } from './request-limits.js';
import type { AppState } from './state.js';

/**
 * Parses a multipart form with files up to `maxFileBytes`. formidable's own errors (a file too big,
 * too many files) come back as 413 rather than 500. A JSON body was already read by the app's parser
 * and is left as it is. Every temporary file the parser began writing is removed once the request is
 * answered, whether the form was taken, refused half-way (the eleventh file of a form) or never read
 * by the route: each file's stream is closed first, so none is written again after its removal.
 * `maxTotalBytes` bounds all the files of one form together (formidable's default is one file's
 * limit, too small for forms with several images). Temporary files go to `ctx.state.uploadTempDir`
 * (the data folder's, set by the app) or the system's temporary folder.
 */
export function multipart(maxFileBytes = 5 * 1024 * 1024, options: { tooLarge?: () => Error; maxTotalBytes?: number } = {}): Middleware<AppState> {
  const parserFor = (uploadDir: string | undefined, begun: PersistentFile[]) =>
    koaBody({
      multipart: true,
      urlencoded: true,
      json: true,
      formidable: {
        maxFileSize: maxFileBytes,
        maxTotalFileSize: options.maxTotalBytes ?? maxFileBytes,
        maxFiles: MAX_FILES_PER_FORM,
        maxFields: MAX_FIELDS_PER_FORM,
        maxFieldsSize: 1024 * 1024,
        allowEmptyFiles: true,
        minFileSize: 0,
        ...(uploadDir ? { uploadDir } : {}),
        onFileBegin: (_name: string, file: unknown) => {
          begun.push(file as PersistentFile);
        },
      },
      onError: (err: Error & { httpCode?: number }) => {
        if (err.httpCode === 413) throw options.tooLarge?.() ?? new PayloadTooLargeError();
        throw new ValidationError('No se pudo leer el formulario enviado');
      },
    }) as Middleware;
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) return next();
    const begun: PersistentFile[] = [];
    try {
      await parserFor(ctx.state.uploadTempDir, begun)(ctx, () => {
        assertNoNul(ctx.request.body);
        return next();
      });
    } finally {
      await Promise.all(begun.map((file) => removeTemporary(file)));
    }
  };
}

/** At most this many files in one form. */
export const MAX_FILES_PER_FORM = 10;
/** At most this many text fields in one form. */
export const MAX_FIELDS_PER_FORM = 100;

/** What formidable's file offers: where it writes, and the stream writing it (once opened). */
interface PersistentFile {
  filepath: string;
  _writeStream?: { closed?: boolean; destroyed?: boolean; destroy(): void; once(event: 'close', listener: () => void): void } | null;
}

/** Closes the temporary file's stream (if still writing) and removes the file. */
async function removeTemporary(file: PersistentFile): Promise<void> {
  // formidable opens the stream right after announcing the file, even when the announcement made it
  // refuse the form: give it that turn, then wait for the stream to be closed before removing.
  await new Promise((resolve) => setImmediate(resolve));
  const stream = file._writeStream;
  if (stream && !stream.closed) {
    await new Promise<void>((resolve) => {
      stream.once('close', resolve);
      if (!stream.destroyed) stream.destroy();
    });
  }
  await rm(file.filepath, { force: true });
}

/** The bytes of the uploaded file in `field`, or undefined when none (or an empty one) was sent. */
export async function uploadedFile(ctx: Context, field: string): Promise<Buffer | undefined> {
  const entry = ctx.request.files?.[field];
  const file = Array.isArray(entry) ? entry[0] : entry;
  if (!file || file.size === 0) return undefined;
  try {
    return await readFile(file.filepath);
  } finally {
    await rm(file.filepath, { force: true });
  }
}

/** The bytes of every non-empty file uploaded in `field`, in the order sent. */
export async function uploadedFiles(ctx: Context, field: string): Promise<Buffer[]> {
  const entry = ctx.request.files?.[field];
  const files = (Array.isArray(entry) ? entry : entry ? [entry] : []).filter((file) => file.size > 0);
  try {
    return await Promise.all(files.map((file) => readFile(file.filepath)));
  } finally {
    await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
  }
}

/** The text fields of a form, whether sent as multipart or JSON. */
export function formFields(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
