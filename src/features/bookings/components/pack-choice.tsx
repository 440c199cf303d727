import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@/api/bookings.ts';
import { canPayWithPack, packTermsLabel } from '@/domain/packs.ts';
import { useT } from '@/i18n/react.tsx';
import { packsQueryOptions } from '@/lib/queries.ts';
import type { PaymentTarget } from '../api/booking-actions.ts';
import { usePayWithPack } from '../api/pack-payment.ts';

/** The booking's sport and length, as a pack reads them. */
function bookingTerms(booking: Booking) {
  const minutes = Math.round((Date.parse(booking.endsAt) - Date.parse(booking.startsAt)) / 60_000);
  return { sport: booking.courtId.type, minutes };
}

/**
 * The payment dialog's packs: one button per pack of the member that fits this booking (its
 * sport and length, a part or the whole), each paying with one use. Nothing when none fits.
 */
export function PackChoice({
  booking,
  target,
  busy,
  onPaid,
}: {
  booking: Booking;
  target: PaymentTarget;
  busy: boolean;
  onPaid: () => void;
}) {
  const t = useT();
  const packs = useQuery(packsQueryOptions()).data?.packs ?? [];
  const pay = usePayWithPack(booking._id);
  const now = new Date();
  const fitting = packs.filter(
    (p) =>
      canPayWithPack(
        { ...p, expiresAt: new Date(p.expiresAt ?? 0) },
        bookingTerms(booking),
        target === null,
        now,
      ).ok,
  );
  if (fitting.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('bookings.packs')}>
      <Text fw={500}>{t('bookings.payWithPack')}</Text>
      {fitting.map((p) => (
        <Button
          key={p._id}
          variant="light"
          loading={pay.isPending}
          disabled={busy}
          onClick={() => pay.mutate({ target, packId: p._id }, { onSuccess: onPaid })}
        >
          {t('bookings.usePack', { name: p.name, count: p.usesLeft })}
        </Button>
      ))}
      <Text size="xs" c="dimmed">
        {fitting.map((p) => t(packTermsLabel(p))).join(' · ')}
      </Text>
    </Stack>
  );
}
