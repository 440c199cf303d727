import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/react.tsx';
import { PaymentResult } from './payment-result.tsx';

/** Where members write to the club; set VITE_CLUB_CONTACT_EMAIL at build time. */
export const CLUB_CONTACT_EMAIL: string =
  import.meta.env.VITE_CLUB_CONTACT_EMAIL || 'info@club.local';

/** Spec 'Payment cancelled': nothing was charged, try again, or ask the club. */
export function PaymentCancelPage() {
  const t = useT();
  return (
    <PaymentResult
      icon={<IconCircleX size={40} color="var(--mantine-color-red-6)" aria-hidden />}
      title={t('payments.cancelledTitle')}
    >
      <Text>{t('payments.cancelledBody')}</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>{t('payments.tryAgain')}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('payments.problemWriteTo')}{' '}
        {/* Underlined: in running text a link must differ by more than its colour. */}
        <Anchor href={`mailto:${CLUB_CONTACT_EMAIL}`} underline="always">
          {CLUB_CONTACT_EMAIL}
        </Anchor>{' '}
        {t('payments.weWillHelp')}
      </Text>
    </PaymentResult>
  );
}
