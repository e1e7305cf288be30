import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, isApiError, setUnauthorizedHandler } from './api-client';
import { lazySchema, runLateChecks, setLateCheckFailureHandler } from './lazy-schema';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

describe('401 answers', () => {
  it('tell the handler, whatever the message, then throw an ApiError with status 401', async () => {
    const handler = vi.fn();
    const stop = setUnauthorizedHandler(handler);
    answer(401, { error: 'anything at all' });
    const error = await api.post('/conversations/bulk', { ids: [1] }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
    expect(handler).toHaveBeenCalledWith({ method: 'POST', path: '/conversations/bulk' });
    stop();
  });

  it('of the sign-in itself (a wrong password) are left to the form', async () => {
    const handler = vi.fn();
    const stop = setUnauthorizedHandler(handler);
    answer(401, { error: 'wrong email or password' });
    await expect(api.post('/session', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401 });
    answer(401, { error: 'no session' });
    await expect(api.get('/session')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ method: 'GET', path: '/session' });
    stop();
  });

  it('other statuses and a removed handler call nothing', async () => {
    const handler = vi.fn();
    const stop = setUnauthorizedHandler(handler);
    answer(403, { error: 'no permission' });
    await expect(api.get('/conversations')).rejects.toMatchObject({ status: 403 });
    stop();
    answer(401, { error: 'ended' });
    await expect(api.get('/conversations')).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('lazy schemas', () => {
  const Thing = { parse: (data: unknown) => ({ id: (data as { id: number }).id }), safeParse: (data: unknown) => (typeof (data as { id?: unknown }).id === 'number' ? { success: true as const, data: { id: (data as { id: number }).id } } : { success: false as const, error: { message: 'id: expected number' } }) };

  it('are loaded along with the request and parse its answer', async () => {
    const importer = vi.fn(async () => Thing);
    const schema = lazySchema(importer);
    answer(200, { id: 1, extra: true });
    await expect(api.get('/things/1', { schema })).resolves.toEqual({ id: 1 });
    answer(200, { id: 2, extra: true });
    await expect(api.get('/things/2', { schema })).resolves.toEqual({ id: 2 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('with checkLater, leave the answer as sent until loaded, then check it and report a mismatch', async () => {
    const importer = vi.fn(async () => Thing);
    const schema = lazySchema(importer);
    const failures: unknown[] = [];
    setLateCheckFailureHandler((failure) => failures.push(failure));
    answer(200, { id: 'one' });
    await expect(api.get('/things/1', { schema, checkLater: true })).resolves.toEqual({ id: 'one' });
    expect(importer).not.toHaveBeenCalled();
    await runLateChecks();
    expect(failures).toEqual([{ path: '/things/1', message: 'id: expected number' }]);
    // Loaded now: the next answer is parsed at once.
    answer(200, { id: 3, extra: true });
    await expect(api.get('/things/3', { schema, checkLater: true })).resolves.toEqual({ id: 3 });
  });
});
