import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { OnlineButton } from '@/components/online-button.tsx';
import { notifyError, notifySuccess } from '@/lib/feedback.tsx';
import { calendarFeedQueryOptions, useRenewCalendarFeed } from '../api/calendar-feed.ts';
import { useT } from '@/i18n/react.tsx';

/** The personal calendar feed: a URL a phone's calendar subscribes to, and a way to renew it. */
export function CalendarFeedCard() {
  const t = useT();
  const feed = useQuery(calendarFeedQueryOptions());
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notifySuccess(t('account.feedCopied')),
      () => notifyError(t('account.feedCopyFailed')),
    );

  return (
    <Card withBorder padding="md" mt="md" component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} size="h4" mb="xs" id="calendar-feed-title">
        {t('account.feedTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {t('account.feedHint')}
      </Text>
      {feed.isPending && feed.fetchStatus !== 'idle' ? (
        <Loader size="sm" aria-label={t('account.feedLoading')} />
      ) : feed.data ? (
        <Stack gap="xs">
          <TextInput label={t('account.feedLink')} value={feed.data} readOnly />
          <Group gap="sm">
            <Button variant="light" onClick={() => void copy(feed.data)}>
              {t('account.feedCopy')}
            </Button>
            <OnlineButton variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('account.feedRenew')}
            </OnlineButton>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('account.feedOffline')}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('account.feedRenewTitle')}
        message={t('account.feedRenewMessage')}
        confirmLabel={t('account.feedRenewConfirm')}
        mode="delete"
        busy={renew.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => renew.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
