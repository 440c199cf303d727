import { i18n, loadCatalogue } from '@/i18n/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionError, failureMessage } from './failures.ts';
import { ApiError } from './http.ts';
import { OfflineError, onlineOnly } from './online.ts';

const refused = new ApiError(409, 'Este horario ya está reservado.');
const silent = new ApiError(500, '');
const noAnswer = new TypeError('Failed to fetch');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('failureMessage', () => {
  it("shows the server's message when it sends one, else the caller's fallback", () => {
    expect(failureMessage(refused, 'Error al confirmar la reserva.')).toBe(
      'Este horario ya está reservado.',
    );
    expect(failureMessage(silent, 'Error al confirmar la reserva.')).toBe(
      'Error al confirmar la reserva.',
    );
    expect(failureMessage(noAnswer, 'Error al confirmar la reserva.')).toBe(
      'Error al confirmar la reserva.',
    );
  });

  it("uses the 'unexpected' text when nothing answered, and can keep the server's text out", () => {
    const texts = {
      fallback: 'Error al cancelar la suscripción.',
      unexpected: 'Error inesperado al cancelar la suscripción',
      serverMessage: false,
    };
    expect(failureMessage(refused, texts)).toBe('Error al cancelar la suscripción.');
    expect(failureMessage(noAnswer, texts)).toBe('Error inesperado al cancelar la suscripción');
  });

  it("shows an ActionError's own text (a declined card, offline) over any fallback", () => {
    expect(
      failureMessage(new ActionError('Error: Tu tarjeta ha sido rechazada.'), 'Error al pagar.'),
    ).toBe('Error: Tu tarjeta ha sido rechazada.');
  });
});

describe('onlineOnly', () => {
  it('fails at once offline with the reason, sending nothing, and never waits or retries', async () => {
    await loadCatalogue('es', ['common']);
    i18n.activate('es');
    const send = vi.fn(async (amount: number) => ({ paid: amount }));
    const guarded = onlineOnly(send, 'Sin conexión: no se puede pagar.');
    expect(guarded).toMatchObject({ networkMode: 'always', retry: 0 });

    vi.stubGlobal('navigator', { onLine: false });
    const offline = guarded.mutationFn(10);
    await expect(offline).rejects.toBeInstanceOf(OfflineError);
    await expect(offline).rejects.toThrow('Sin conexión: no se puede pagar.');
    expect(send).not.toHaveBeenCalled();
    await expect(onlineOnly(send).mutationFn(10)).rejects.toThrow(
      'Necesitas conexión a internet para hacer esto.',
    );

    vi.stubGlobal('navigator', { onLine: true });
    expect(await guarded.mutationFn(10)).toEqual({ paid: 10 });
    expect(send).toHaveBeenCalledWith(10);
  });
});
