import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { activateLanguage } from '@/i18n/index.ts';
import { usePageTexts } from './page-texts.ts';

function Page({ skip = false }: { skip?: boolean }) {
  usePageTexts(skip);
  return <p>page</p>;
}

function description(): string | null {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe("the page's title and description", () => {
  afterEach(async () => {
    await activateLanguage('es');
    document.title = '';
  });

  it('follow the language shown, Spanish as index.html has them', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    renderWithApp(() => <Page />);
    await screen.findByText('page');
    expect(document.title).toBe('Club de Tenis y Pádel');
    expect(description()).toBe(
      'Reserva pistas, paga, gestiona tu membresía y abre la puerta del club.',
    );
    await activateLanguage('ca');
    await screen.findByText('page');
    await expect.poll(() => document.title).toBe('Club de Tennis i Pàdel');
    expect(description()).toBe(
      'Reserva pistes, paga, gestiona la teva quota i obre la porta del club.',
    );
    meta.remove();
  });

  it("leave the door's own title alone", async () => {
    document.title = 'Abrir puerta · Club de Tenis y Pádel';
    renderWithApp(() => <Page skip />);
    await screen.findByText('page');
    expect(document.title).toBe('Abrir puerta · Club de Tenis y Pádel');
  });
});
