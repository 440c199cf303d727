import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { OfflineBanner, lastUpdatedText } from './offline-banner.tsx';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

describe('OfflineBanner', () => {
  afterEach(() => setOnline(true));

  it('is hidden online and says "Sin conexión" with the newest data time offline', async () => {
    const { queryClient } = renderWithApp(() => <OfflineBanner />);
    expect(screen.queryByText('Sin conexión')).toBeNull();

    const at = new Date();
    at.setSeconds(0, 0);
    act(() => {
      queryClient.setQueryData(['announcements'], [], { updatedAt: at.getTime() - 60_000 });
      queryClient.setQueryData(['courts'], [], { updatedAt: at.getTime() });
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Sin conexión');
    // Its room is kept free at the bottom of the page (jsdom lays nothing out: 0 px).
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toBe('0px');
    expect(document.body.style.paddingBottom).toBe('0px');
    expect(banner).toHaveTextContent(lastUpdatedText(at.getTime()));
    expect(lastUpdatedText(at.getTime())).toMatch(/^Datos actualizados hoy a las \d\d:\d\d\.$/);

    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('Sin conexión')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toBe('');
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('words an older update with its date, and no data at all', () => {
    const now = Date.parse('2026-11-21T18:00:00Z');
    expect(lastUpdatedText(Date.parse('2026-11-19T08:05:00Z'), now)).toBe(
      'Datos actualizados el 19/11/2026 a las 09:05.',
    );
    expect(lastUpdatedText(0, now)).toBe('No hay datos guardados en este dispositivo.');
  });
});
