import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WeatherEntry } from '@/api/courts.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { WeatherIndicator } from './weather-indicator.tsx';

function entry(values: Partial<WeatherEntry['values']>): WeatherEntry {
  return {
    startTime: '2026-11-23T17:00:00.000Z',
    values: {
      temperature: 14.4,
      precipitationProbability: 0,
      windSpeed: 2,
      humidity: 60,
      ...values,
    },
  };
}

function renderIndicator(value: WeatherEntry | null) {
  render(
    <MantineProvider>
      <WeatherIndicator slot="18:00 - 19:00" entry={value} />
    </MantineProvider>,
  );
}

describe('WeatherIndicator', { timeout: 40_000 }, () => {
  it('shows the icons past the thresholds and the figures in a popover', async () => {
    renderIndicator(entry({ precipitationProbability: 40, windSpeed: 8, humidity: 90 }));
    expect(screen.getByTestId('weather-rain')).toBeInTheDocument();
    expect(screen.getByTestId('weather-wind')).toBeInTheDocument();
    expect(screen.getByTestId('weather-humidity')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tiempo 18:00 - 19:00' }));
    expect(await screen.findByText('Temp: 14 °C')).toBeInTheDocument();
    expect(screen.getByText('Lluvia: 40 %')).toBeInTheDocument();
    expect(screen.getByText('Viento: 29 km/h')).toBeInTheDocument();
    expect(screen.getByText('Humedad: 90 %')).toBeInTheDocument();
  });

  it('shows only the icons a threshold calls for', () => {
    renderIndicator(entry({ precipitationProbability: 10, windSpeed: 6.9, humidity: 84 }));
    expect(screen.getByTestId('weather-rain')).toBeInTheDocument();
    // 6.9 m/s is 24.8 km/h, under 25; humidity 84 is under 85.
    expect(screen.queryByTestId('weather-wind')).toBeNull();
    expect(screen.queryByTestId('weather-humidity')).toBeNull();
  });

  it("says 'Sin datos' for a figure the forecast leaves out", async () => {
    renderIndicator(entry({ humidity: 95, temperature: null, windSpeed: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Tiempo 18:00 - 19:00' }));
    expect(await screen.findByText('Temp: Sin datos')).toBeInTheDocument();
    expect(screen.getByText('Viento: Sin datos')).toBeInTheDocument();
    expect(screen.getByText('Humedad: 95 %')).toBeInTheDocument();
  });

  it('shows nothing in fair weather', () => {
    renderIndicator(entry({}));
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('shows nothing without a forecast', () => {
    renderIndicator(null);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('svg')).toBeNull();
  });

  describe('in English', () => {
    afterEach(() => activateLanguage('es'));

    it('words the figures and their units as a British reader writes them', async () => {
      await activateLanguage('en');
      renderIndicator(entry({ precipitationProbability: 40, windSpeed: 8, humidity: null }));
      await userEvent.click(screen.getByRole('button', { name: 'Weather 18:00 - 19:00' }));
      expect(await screen.findByText('Temp: 14°C')).toBeInTheDocument();
      expect(screen.getByText('Rain: 40%')).toBeInTheDocument();
      expect(screen.getByText('Wind: 29 km/h')).toBeInTheDocument();
      expect(screen.getByText('Humidity: No data')).toBeInTheDocument();
    });
  });
});
