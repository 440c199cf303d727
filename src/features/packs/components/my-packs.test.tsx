import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import {
  recordRequests,
  server,
  paymentsConfig,
  wallet,
  savedCards,
} from '#tests/helpers/api-server.ts';
import type { MemberPack, PackResponse, PackType, PacksResponse } from '@/api/packs.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { MyPacks } from './my-packs.tsx';

const TYPE: PackType = {
  _id: 't1',
  name: 'Bono 5 tenis',
  sport: 'tennis',
  minutes: 60,
  covers: 'part',
  uses: 5,
  price: 30,
  validityDays: 60,
  roles: [],
  active: true,
};

const MINE: MemberPack = {
  _id: 'm1',
  name: 'Bono 10 pistas',
  sport: 'padel',
  minutes: 90,
  covers: 'booking',
  uses: 10,
  usesLeft: 4,
  price: 180,
  status: 'active',
  method: 'wallet',
  purchasedAt: '2026-11-01T10:00:00Z',
  expiresAt: '2027-01-30T10:00:00Z',
};

describe('MyPacks', { timeout: 30_000 }, () => {
  it('shows each pack’s uses left and end, and buys one from the wallet', async () => {
    const list: PacksResponse = { success: true, types: [TYPE], packs: [MINE] };
    server.use(
      http.get('/api/packs', () => HttpResponse.json<PacksResponse>(list)),
      wallet(50),
      savedCards(),
      paymentsConfig(),
      http.post('/api/packs', () =>
        HttpResponse.json<PackResponse>(
          { success: true, message: 'Bono comprado.', pack: { ...MINE, _id: 'm2' } },
          { status: 201 },
        ),
      ),
    );
    const calls = recordRequests();
    renderWithApp(MyPacks, { user: testUser({ role: 'user-adult' }) });
    const card = await screen.findByLabelText('Bono 10 pistas');
    expect(within(card).getByText('Usos disponibles: 4 de 10')).toBeVisible();
    expect(within(card).getByText('Pádel 90 min · pista completa')).toBeVisible();
    expect(within(card).getByText(/^Caduca: /)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Comprar Bono 5 tenis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar bono' });
    expect(dialog).toHaveTextContent('Los bonos no se devuelven una vez usados.');
    const submit = await within(dialog).findByRole('button', { name: 'Pagar 30,00 €' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(
      await screen.findByText('Bono comprado. Te hemos enviado el recibo por correo.'),
    ).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(await sent.json()).toEqual({ packTypeId: 't1' });
  });

  it('gives back an unused pack after asking, and offers nothing for a used one', async () => {
    const unused: MemberPack = { ...MINE, _id: 'm3', name: 'Bono nuevo', usesLeft: 10 };
    const list: PacksResponse = { success: true, types: [], packs: [MINE, unused] };
    server.use(
      http.get('/api/packs', () => HttpResponse.json<PacksResponse>(list)),
      http.post('/api/packs/m3/refund', () =>
        HttpResponse.json<PackResponse>({
          success: true,
          message: 'Bono devuelto al monedero.',
          pack: { ...unused, status: 'refunded' },
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(MyPacks, { user: testUser({ role: 'user-adult' }) });
    const used = await screen.findByLabelText('Bono 10 pistas');
    expect(within(used).queryByRole('button', { name: 'Devolver al monedero' })).toBeNull();
    const fresh = screen.getByLabelText('Bono nuevo');
    await userEvent.click(within(fresh).getByRole('button', { name: 'Devolver al monedero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver bono' });
    expect(dialog).toHaveTextContent('Se devolverán 180,00 € a tu monedero.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText('Bono devuelto al monedero.')).toBeVisible();
  });
});

describe('MyPacks in Catalan and English', { timeout: 30_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('shows the packs and the ones on sale in Catalan', async () => {
    await activateLanguage('ca');
    const list: PacksResponse = { success: true, types: [TYPE], packs: [MINE] };
    server.use(http.get('/api/packs', () => HttpResponse.json<PacksResponse>(list)));
    renderWithApp(MyPacks, { user: testUser({ role: 'user-adult' }) });
    const card = await screen.findByLabelText('Bono 10 pistas');
    expect(within(card).getByText('Actiu')).toBeVisible();
    expect(within(card).getByText('Usos disponibles: 4 de 10')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Els meus bons' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Compra Bono 5 tenis' })).toHaveTextContent(
      'Compra (30,00 €)',
    );
  });

  it('asks before giving a pack back, in English', async () => {
    await activateLanguage('en');
    const list: PacksResponse = { success: true, types: [], packs: [{ ...MINE, usesLeft: 10 }] };
    server.use(http.get('/api/packs', () => HttpResponse.json<PacksResponse>(list)));
    renderWithApp(MyPacks, { user: testUser({ role: 'user-adult' }) });
    const card = await screen.findByLabelText('Bono 10 pistas');
    expect(within(card).getByText('Uses left: 10 of 10')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Refund to wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the pack' });
    expect(dialog).toHaveTextContent('€180.00 will be refunded to your wallet.');
  });
});
