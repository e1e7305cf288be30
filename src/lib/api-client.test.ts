import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, isApiError, setUnauthorizedHandler } from './api-client';

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
