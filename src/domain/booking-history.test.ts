import { describe, expect, it } from 'vitest';
import { historyKind } from './booking-history.ts';

describe('historyKind', () => {
  it.each([
    ['Pago realizado', 'payment'],
    ['Pago en recepción', 'payment'],
    ['Reserva Cancelado', 'cancelled'],
    ['Jugador invitado', 'guest'],
    ['Invitación usada', 'invitation'],
    ['Jugador añadido', 'added'],
    ['Jugador eliminado', 'removed'],
    ['Reserva Confirmado', 'confirmed'],
    ['Cambio de horario', 'rescheduled'],
  ])('reads %s as %s', (action, kind) => {
    expect(historyKind(action)).toBe(kind);
  });

  it('takes the first keyword in the spec order and knows no other action', () => {
    expect(historyKind('Pago devuelto: Reserva Cancelado')).toBe('payment');
    expect(historyKind('Reserva creada')).toBeNull();
  });
});
