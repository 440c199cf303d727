import { Alert, Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import type { DoorWindowAnswer, MyAccessResponse } from '@/api/door.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { DoorResultBadge } from '@/components/door-result-badge.tsx';
import { formatDateTime, formatLongDate, formatTime } from '@/lib/dates.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { myAccessQueryOptions } from '../api/door.ts';
import { DoorButton } from './door-button.tsx';
import { TableHead } from '@/components/table-head.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT, type Translate } from '@/i18n/react.tsx';

export const ACCESS_ALLOWED = 'door.accessAllowed' satisfies MessageKey;
export const ACCESS_REFUSED = 'door.accessRefused' satisfies MessageKey;
export const NO_COMING_BOOKING = 'door.noComingBooking' satisfies MessageKey;

/** Until when the booking opens the door now (`now`), or when it next will. */
function windowText(t: Translate, w: DoorWindowAnswer, when: 'now' | 'next'): string {
  const court = w.courtName;
  if (when === 'now') {
    const time = formatTime(w.closesAt);
    return court ? t('door.windowNowOnCourt', { court, time }) : t('door.windowNow', { time });
  }
  const values = { date: formatLongDate(w.opensAt), time: formatTime(w.opensAt) };
  return court ? t('door.windowNextOnCourt', { court, ...values }) : t('door.windowNext', values);
}

function AccessState({ access }: { access: MyAccessResponse }) {
  const t = useT();
  if (access.allowed) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t(ACCESS_ALLOWED)}>
        {access.reason}
        {access.window && <Text size="sm">{windowText(t, access.window, 'now')}</Text>}
      </Alert>
    );
  }
  return (
    <Alert color="orange" icon={<IconLock aria-hidden />} title={t(ACCESS_REFUSED)}>
      <Stack gap="xs">
        <Text size="sm">{access.reason}</Text>
        <Text size="sm" fw={500}>
          {access.nextWindow ? windowText(t, access.nextWindow, 'next') : t(NO_COMING_BOOKING)}
        </Text>
        {!access.nextWindow && (
          <Group gap="sm">
            <Button component={Link} to="/courts" size="xs" variant="light">
              {t('door.bookCourt')}
            </Button>
            <Button component={Link} to="/membership" size="xs" variant="light">
              {t('door.becomeMember')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function MyEntries({ history }: { history: MyAccessResponse['history'] }) {
  const t = useT();
  if (history.length === 0) {
    return <Text c="dimmed">{t('door.noEntries')}</Text>;
  }
  return (
    // Three columns fit a 390 px phone: nothing to scroll sideways to (nor a region to focus).
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label={t('door.myEntries')}>
        <TableHead
          columns={[t('door.columnDate'), t('door.columnResult'), t('door.columnReason')]}
        />
        <Table.Tbody>
          {history.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>
                <DoorResultBadge result={entry.result} />
              </Table.Td>
              <Table.Td>{entry.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /access 'Mi acceso': whether the door opens for me now and why (the server's own decision, the
 * same one the door takes), when it next will, the door button, and my own presses.
 */
export function AccessPage({ onSessionLost }: { onSessionLost: () => void }) {
  const t = useT();
  const access = useQuery(myAccessQueryOptions());
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.myAccess() });

  return (
    <>
      <PageTitle>{t('door.accessTitle')}</PageTitle>
      {access.isPending && (
        <Center py="xl">
          <Loader aria-label={t('door.accessLoading')} />
        </Center>
      )}
      {access.isError && <Alert color="red">{t('door.accessError')}</Alert>}
      {access.data && (
        <Stack gap="lg" maw={720}>
          <AccessState access={access.data} />
          <Card withBorder padding="lg">
            <Stack align="center" gap="md">
              <Text c="dimmed" ta="center">
                {t('door.hint')}
              </Text>
              <DoorButton onSessionLost={onSessionLost} onPressed={refresh} />
            </Stack>
          </Card>
          <Stack gap="xs">
            <Text fw={600} component="h2" size="lg">
              {t('door.myEntries')}
            </Text>
            <MyEntries history={access.data.history} />
          </Stack>
        </Stack>
      )}
    </>
  );
}
