/**
 * The one door to the API. The session travels in the HttpOnly `token` cookie, which the browser
 * sends by itself; this client never reads it. Every failure becomes an ApiError carrying the
 * server's `{ message, code, errors }`, and a 401 tells the session to forget the user.
 */
import { answerShown, KEPT_AT_HEADER } from '@/pwa/offline-state';

export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string>,
    /** Whether `message` came from the server (and so is fit to show as is). */
    readonly fromServer = false,
    /** The HTTP status text ('Service Unavailable'), for screens that name a failure by its status. */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/**
 * A write while the phone has no connection (docs/adr/0055): refused before it leaves, said plainly,
 * nothing queued; the form keeps what was typed.
 */
export const OFFLINE_CODE = 'SIN_CONEXION';
export const OFFLINE_WRITE_MESSAGE = 'Sin conexión: para guardar esto necesitas internet. No se envió nada y lo que escribiste sigue aquí; inténtalo cuando vuelvas a tener señal.';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const offlineWrite = () => new ApiError(0, OFFLINE_WRITE_MESSAGE, OFFLINE_CODE);

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called on every 401 except a failed sign-in, which is an answer about the form, not the session. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** What a sensitive action answers when the session has not confirmed who holds it within ten minutes (docs/adr/0046). */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

type Reconfirm = () => Promise<boolean>;
let reconfirm: Reconfirm | null = null;
let reconfirming: Promise<boolean> | null = null;

/**
 * Who asks the person to confirm it is them (the shared dialog, mounted once): answers true once the
 * session is confirmed, false when the person gave up. Calls waiting at once share one question.
 */
export function onReconfirmationNeeded(handler: Reconfirm): () => void {
  reconfirm = handler;
  return () => {
    if (reconfirm === handler) reconfirm = null;
  };
}

/** Asks once for every call refused at the same moment. */
export function askReconfirmation(): Promise<boolean> {
  if (!reconfirm) return Promise.resolve(false);
  reconfirming ??= reconfirm().finally(() => {
    reconfirming = null;
  });
  return reconfirming;
}

/** How a call is made (method, body, cancelling), for every endpoint alike: no contract's shape to derive it from. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The element the server puts a public page's first answers in (src/http/first-reads.ts). */
const FIRST_READS_ELEMENT_ID = 'respuestas-iniciales';
let firstReads: Map<string, unknown> | undefined;

/**
 * The answer the page's HTML brought for this GET (docs/adr/0030), once: the first render of a public
 * page has its data without asking; any later read of the same URL asks the server as usual.
 */
function takeFirstRead(path: string): unknown {
  if (!firstReads) {
    const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID);
    firstReads = new Map();
    if (element?.textContent) {
      try {
        firstReads = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
      } catch {
        // A page without its answers still works: everything is asked for.
      }
    }
    element?.remove();
  }
  if (!firstReads.has(path)) return undefined;
  const answer = firstReads.get(path);
  firstReads.delete(path);
  return answer;
}

/** While the server renders a page (web/src/entry-server.tsx): its first reads' answers, the only ones a GET can have there. */
let serverReads: ReadonlyMap<string, unknown> | null = null;

/**
 * Calls `read` (an SWR fetcher) with GETs answered from `answers` alone, as the server's render of a
 * page has them: a GET of anything else fails without asking. The fetcher's own code runs as in the
 * browser, so what it makes of an answer is what the browser's would.
 */
export function readingFrom<T>(answers: ReadonlyMap<string, unknown>, read: () => T): T {
  const before = serverReads;
  serverReads = answers;
  try {
    return read();
  } finally {
    serverReads = before;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (serverReads) {
    if ((options.method ?? 'GET') === 'GET' && serverReads.has(path)) return serverReads.get(path) as T;
    throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK_ERROR');
  }
  if ((options.method ?? 'GET') === 'GET') {
    const first = takeFirstRead(path);
    if (first !== undefined) return first as T;
  }
  const write = (options.method ?? 'GET') !== 'GET';
  if (write && offline()) throw offlineWrite();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: options.method ?? 'GET', credentials: 'same-origin', headers, signal: options.signal };
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  // A sensitive action refused for want of a fresh confirmation: the dialog asks for it, then the very
  // same request goes again, so the screen that sent it neither knows nor loses what was typed.
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(path, init);
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      if (write && offline()) throw offlineWrite();
      throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK_ERROR');
    }

    // A read the phone kept (no connection) says when it was read; a fresh one says the data is current.
    if (!write && response.ok) answerShown(keptAt(response));
    const data = await readJson(response);
    if (response.ok) return data as T;
    const error = failure(response.status, data, response.statusText);
    if (error.code === REAUTH_REQUIRED && attempt < 2 && (await askReconfirmation())) continue;
    throw error;
  }
}

/** 401s that answer a sign-in form (password, passkey, second step, a confirmation), not the session. */
const SIGN_IN_ANSWERS = new Set(['INVALID_CREDENTIALS', 'PASSKEY_INVALID', 'SECOND_FACTOR_INVALID', 'PASSWORD_INVALID']);

/** The ApiError of a failed answer; a 401 tells the session to forget the user (see `onUnauthorized`). */
export function failure(status: number, data: unknown, statusText: string): ApiError {
  const body = (data ?? {}) as ApiErrorBody;
  const error = new ApiError(status, body.message ?? `Error ${status}`, body.code, body.errors, typeof body.message === 'string', statusText);
  if (status === 401 && !SIGN_IN_ANSWERS.has(error.code ?? '')) unauthorizedListeners.forEach((listener) => listener());
  return error;
}

function keptAt(response: Response): number | null {
  const kept = response.headers.get(KEPT_AT_HEADER);
  return kept === null ? null : Number(kept);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};

/**
 * The text to show for a failed call: the server's own message for a refused request (4xx), the
 * refusal of a write without a connection, the screen's fallback for anything else (server fault,
 * the server unreachable, a bug).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === OFFLINE_CODE) return error.message;
  if (error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/** Field messages of a 400 answer, to show under the inputs they belong to. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.errors ? error.errors : {};
}
