import { CSRF_HEADER } from './contract-constants';
import { checkLater, isLazySchema, type LazySchema } from './lazy-schema';

// A small typed fetch wrapper for the server's JSON API under /api.
// The browser authenticates with the session cookie only (same origin); API keys never live here.

export const API_BASE = '/api';

/** An HTTP error from the API: `status` and the server's `{ "error": string }` message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Anything with a zod-like `parse` (a contract schema), to check a response's shape at run time. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Checks the answer's shape. A lazy schema (lazy-schema.ts) is loaded along with the request, and the answer
   * parsed once both are there, unless `checkLater`.
   */
  schema?: ResponseParser<T> | LazySchema<T>;
  /**
   * For the answers the first screen shows (the session, the list, the counts, the agents): when the lazy schema is
   * not loaded yet, the answer is used as sent and checked against it once loaded (when the browser is idle), so a
   * cold visit waits for neither the schema nor zod. Once loaded, it parses at once, as any other.
   */
  checkLater?: boolean;
}

/** What the app does when the API says the caller is not signed in (any call but the sign-in itself). */
export type UnauthorizedHandler = (request: { method: string; path: string }) => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Sets the one handler of 401 answers (the app shell sends the agent to sign-in); returns a function that
 * removes it. A 401 of the sign-in itself (a wrong password) is the form's business, not a session's end.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

const isSignIn = (method: string, path: string) => method === 'POST' && path === '/session';

/** Tells the handler that the caller is not signed in: a 401, or the session check's "nobody" answer. */
export function reportUnauthorized(request: { method: string; path: string }): void {
  unauthorizedHandler?.(request);
}

/** Builds `/api<path>?<query>`; `null`/`undefined` values are left out, arrays repeat the key. */
export function apiUrl(path: `/${string}`, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) {
      if (v !== null && v !== undefined) params.append(key, String(v));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Calls `/api<path>` and resolves to the JSON body (undefined for 204); throws ApiError otherwise. */
export async function apiRequest<T = unknown>(path: `/${string}`, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, headers, signal, schema } = options;
  // A lazy schema not loaded yet comes along with the answer (unless it is to be checked later).
  const lazy = isLazySchema(schema) ? schema : undefined;
  const parser = lazy && !lazy.module.get() && !options.checkLater ? lazy.module.load() : undefined;
  // Not awaited before the answer: a failed load is reported (as a rejection) only where it is awaited.
  parser?.catch(() => undefined);
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      // The server refuses cookie-authenticated writes without it (CSRF defence); harmless on reads.
      [CSRF_HEADER]: '1',
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  };

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), init);
  } catch (error) {
    // Cancellation (e.g. TanStack Query aborting a stale request) must stay an AbortError.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }

  if (response.status === 401 && !isSignIn(method, path)) reportUnauthorized({ method, path });
  const data = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessage(data, response), data);
  }
  if (!schema) return data as T;
  if (!lazy) return (schema as ResponseParser<T>).parse(data);
  const loaded = lazy.module.get();
  if (loaded) return loaded.parse(data);
  if (!parser) {
    checkLater(lazy, data, path);
    return data as T;
  }
  return (await parser).parse(data);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok) throw new ApiError(response.status, 'The server sent a response that is not JSON.');
    return undefined;
  }
}

function errorMessage(data: unknown, response: Response): string {
  if (typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

type Options<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: `/${string}`, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: `/${string}`, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: `/${string}`, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: `/${string}`, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: `/${string}`, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
