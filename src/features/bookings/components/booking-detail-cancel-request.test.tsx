import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testBooking } from '#tests/helpers/booking-cards.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { Booking, BookingHistoryResponse, BookingResponse } from '@/api/bookings.ts';
import type { WeatherResponse } from '@/api/courts.ts';
import { BookingDetailPage } from './booking-detail-page.tsx';

function serve(booking: Booking) {
  server.use(
    http.get('/api/users/booking/b1', () =>
      HttpResponse.json<BookingResponse>({ success: true, booking, msg: '' }),
    ),
    http.get('/api/users/booking/b1/history', () =>
      HttpResponse.json<BookingHistoryResponse>({ success: true, history: [] }),
    ),
    http.post('/api/weather', () => HttpResponse.json<WeatherResponse>([])),
  );
  return recordRequests();
}

/** The route's part: `?cancel=1` asked, dropped once the dialog closes. */
const done = vi.fn();
function Page() {
  const [requested, setRequested] = useState(true);
  return (
    <BookingDetailPage
      bookingId="b1"
      cancelRequested={requested}
      onCancelRequestDone={() => {
        done();
        setRequested(false);
      }}
    />
  );
}

describe("BookingDetailPage: the rain notice's 'Cancelar sin coste'", { timeout: 20_000 }, () => {
  it('opens the cancel dialog at once, and closing it drops the request', async () => {
    const calls = serve(testBooking('b1', 30, { totalAmount: 12, totalDue: 12 }));
    renderWithApp(Page, { user: testUser(), path: '/bookings/b1' });
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar Reserva' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(done).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar Reserva' })).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('opens nothing for a player who is not the booker (no cancel button either)', async () => {
    serve(testBooking('b1', 30));
    renderWithApp(Page, { user: testUser({ id: 'u9' }), path: '/bookings/b1' });
    expect(await screen.findByText('Añadir a mi calendario')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancelar Reserva' })).not.toBeInTheDocument();
  });
});
