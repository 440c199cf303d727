import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/react.tsx';

/** Shown to non-members on the schedule. */
export function MemberPromo() {
  const t = useT();
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-yellow-light)">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('schedule.promoTitle')}
        </Title>
        <Text size="sm">{t('schedule.promoText')}</Text>
        <Button component={Link} to="/membership" color="yellow" autoContrast>
          {t('schedule.joinNow')}
        </Button>
      </Stack>
    </Paper>
  );
}
