import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import type { Booking, BookingPlayer } from '@/api/bookings.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { CancelBookingDialog, DeskPaymentDialog } from './reservation-dialogs.tsx';

const admin = testUser({ role: 'admin' });
const ana = {
  _id: 'u1',
  name: 'Ana Socia',
  email: 'ana@club.local',
  role: 'user-adult',
  image: null,
};

const guest: BookingPlayer = {
  isMember: false,
  memberId: null,
  nonMemberName: null,
  nonMemberEmail: null,
  name: null,
  usedInvitation: false,
  isUca: false,
  amount: 7.5,
  amountPaid: 0,
  paymentStatus: 'C',
  stripePaymentLinkUrl: null,
  index: 1,
  familyRelation: null,
};

const booking: Booking = {
  _id: 'b1',
  courtId: { _id: 'c1', type: 'padel', name: 'Pista 1' },
  dateBooked: '2026-11-24',
  timeBooked: '18:00 - 19:30',
  slots: ['18:00 - 19:30'],
  yearBooked: 2026,
  monthBooked: 11,
  dayBooked: 24,
  startsAt: '2026-11-24T17:00:00Z',
  endsAt: '2026-11-24T18:30:00Z',
  userBooked: ana,
  paymentStatus: 'S',
  totalAmount: 15,
  totalDue: 7.5,
  isLeagueMatch: false,
  players: [guest],
  status: 'active',
  createdAt: '2026-11-20T10:00:00Z',
};

describe('the reservation dialogs in English', { timeout: 30_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('words a desk payment, with the guest named and euros as the English read them', async () => {
    await activateLanguage('en');
    renderWithApp(
      () => <DeskPaymentDialog target={{ booking, player: guest }} onClose={() => {}} />,
      { user: admin },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Front-desk payment' });
    expect(dialog).toHaveTextContent(
      'Guest pays €7.50 of the booking (Pista 1, 24/11/2026 18:00 - 19:30).',
    );
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('asks whether to refund before cancelling', async () => {
    await activateLanguage('en');
    renderWithApp(() => <CancelBookingDialog booking={booking} onClose={() => {}} />, {
      user: admin,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent(
      "Ana Socia's booking (Pista 1, 24/11/2026 18:00 - 19:30) will be cancelled.",
    );
    expect(
      within(dialog).getByLabelText("Refund what was paid to each player's wallet"),
    ).toBeChecked();
    expect(
      within(dialog).getByLabelText('Keep the amount (nothing is refunded)'),
    ).not.toBeChecked();
  });
});
