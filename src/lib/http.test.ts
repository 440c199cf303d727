import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, readJson, readSuccess } from './http.ts';

const client = ky.create({ prefixUrl: 'http://club.test/api', retry: 0 });

function answer(response: Response | Error) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

async function failureOf(read: Promise<unknown>): Promise<unknown> {
  return read.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readJson', () => {
  it('gives the body of a successful answer, whatever its success flag', async () => {
    answer(Response.json({ success: false, session: { amount_total: 1200 } }));
    expect(await readJson(client.get('users/booking/checkSession/cs_1'))).toEqual({
      success: false,
      session: { amount_total: 1200 },
    });
  });

  it("turns a refusal into an ApiError carrying the server's message and code", async () => {
    answer(
      Response.json(
        { success: false, message: 'Confirma tu correo.', code: 'EMAIL_NOT_VERIFIED' },
        { status: 403 },
      ),
    );
    const error = await failureOf(readJson(client.post('users/login')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      serverMessage: 'Confirma tu correo.',
      code: 'EMAIL_NOT_VERIFIED',
      refused: true,
    });
  });

  it("reads a host's `msg`, and no message from a body that is not JSON", async () => {
    answer(Response.json({ msg: 'Horario ocupado' }, { status: 409 }));
    expect(await failureOf(readJson(client.post('users/booking')))).toMatchObject({
      serverMessage: 'Horario ocupado',
    });
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failureOf(readJson(client.post('users/booking')))).toMatchObject({
      status: 502,
      serverMessage: '',
      refused: false,
    });
  });

  it('lets a missing answer (offline, network down) through as it is', async () => {
    const down = new TypeError('Failed to fetch');
    answer(down);
    expect(await failureOf(readJson(client.get('courts')))).toBe(down);
  });
});

describe('readSuccess', () => {
  it('takes an answer without success: true as a refusal', async () => {
    answer(Response.json({ success: false, message: 'El enlace ha caducado.' }));
    expect(await failureOf(readSuccess(client.post('users/verify-email')))).toMatchObject({
      status: 200,
      serverMessage: 'El enlace ha caducado.',
      refused: true,
    });
    answer(Response.json({ user: { id: 'u1' } }));
    expect(await failureOf(readSuccess(client.put('users/update')))).toBeInstanceOf(ApiError);
  });

  it('gives the envelope when it says success: true', async () => {
    answer(Response.json({ success: true, message: 'Contraseña actualizada' }));
    expect(await readSuccess(client.put('users/reset/new'))).toEqual({
      success: true,
      message: 'Contraseña actualizada',
    });
  });
});
