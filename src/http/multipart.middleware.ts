import { readFile, rm } from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { PayloadTooLargeError, ValidationError } from '../platform/errors.js';

/**
 * Parses a multipart form with files up to `maxFileBytes`. formidable's own errors (a file too big)
 * come back as 413 rather than 500. A JSON body was already read by the app's parser and is left as
 * it is. Every uploaded temporary file is removed once the request is answered, including files
 * sent under a field the route never reads. `maxTotalBytes` bounds all the files of one form together
 * (formidable's default is one file's limit, too small for forms with several images).
 */
export function multipart(maxFileBytes = 5 * 1024 * 1024, options: { tooLarge?: () => Error; maxTotalBytes?: number } = {}): Middleware {
  const parse = koaBody({
    multipart: true,
    urlencoded: true,
    json: true,
    formidable: { maxFileSize: maxFileBytes, maxTotalFileSize: options.maxTotalBytes ?? maxFileBytes, maxFiles: 10, allowEmptyFiles: true, minFileSize: 0 },
    onError: (err: Error & { httpCode?: number }) => {
      if (err.httpCode === 413) throw options.tooLarge?.() ?? new PayloadTooLargeError();
      throw new ValidationError('No se pudo leer el formulario enviado');
    },
  }) as Middleware;
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) return next();
    try {
      await parse(ctx, next);
    } finally {
      const files = Object.values(ctx.request.files ?? {}).flat();
      await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
    }
  };
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
