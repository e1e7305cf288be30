import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggableError } from '../logger.ts';
import { createErrorHandler } from './errors.ts';

function appThrowing(err: unknown) {
  const lines: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
  const app = new Hono().get('/', () => {
    throw err;
  });
  app.onError(createErrorHandler(logger));
  return { app, lines };
}

const dbError = (code: string) =>
  Object.assign(new Error('Failed query: insert into "notes" ...\nparams: secret body text,customer@example.com'), {
    cause: Object.assign(new Error('violates foreign key constraint'), { code }),
  });

describe('error answers', () => {
  it('answers a row deleted by a concurrent request (foreign key violation) with 404, not 500', async () => {
    const res = await appThrowing(dbError('23503')).app.request('/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not found: it was deleted meanwhile' });
  });

  it('answers a deadlock or serialization failure with 409 and asks to try again', async () => {
    for (const code of ['40P01', '40001']) {
      const res = await appThrowing(dbError(code)).app.request('/');
      expect(res.status).toBe(409);
    }
  });

  it('answers anything else with a generic 500 and logs it without the query parameters', async () => {
    const { app, lines } = appThrowing(dbError('XX000'));
    const res = await app.request('/');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'internal error' });
    expect(lines.join('')).toContain('XX000');
    expect(lines.join('')).not.toContain('secret body text');
    expect(lines.join('')).not.toContain('customer@example.com');
  });

  it('keeps the kind, code and first part of the message of an error for the log', () => {
    expect(loggableError(dbError('23505'))).toEqual({ type: 'Error', code: '23505', message: 'violates foreign key constraint' });
    expect(loggableError('plain')).toEqual({ type: 'Error', message: 'plain' });
  });
});

describe('a request the client aborted', () => {
  it('is logged as the client closing the connection, at info level, and never answered 500', async () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const { app, lines } = appThrowing(aborted);
    const res = await app.request('/');
    expect(res.status).toBe(400);
    expect(lines.join('')).not.toContain('unhandled error');
  });

  it('treats a database connection reset as the database being unavailable (503 with Retry-After), not as a client abort', async () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const res = await appThrowing(reset).app.request('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ error: 'the database is unavailable: try again in a few seconds' });
  });

  it('answers PostgreSQL shutting down or refusing connections with 503, and other database errors with 500', async () => {
    for (const code of ['57P01', '08006', '53300']) {
      const res = await appThrowing(Object.assign(new Error('db'), { code })).app.request('/');
      expect(res.status, code).toBe(503);
    }
    const wrapped = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });
    expect((await appThrowing(wrapped).app.request('/')).status).toBe(503);
    expect((await appThrowing(Object.assign(new Error('syntax'), { code: '42601' })).app.request('/')).status).toBe(500);
  });
});
