import { Center, Grid, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title.tsx';
import { useT } from '@/i18n/react.tsx';
import { useErrorToast } from '@/lib/feedback.tsx';
import { courtsQueryOptions } from '@/lib/queries.ts';
import { CourtCard } from './court-card.tsx';

/** 'Selecciona una Pista': one card per court, 12/6/3 columns on xs/sm/md. */
export function CourtSelection() {
  const t = useT();
  const courts = useQuery(courtsQueryOptions());

  // Only when there is nothing to show: a failed refresh of courts on screen is no news.
  useErrorToast(courts.isError && !courts.data, t('courts.loadFailed'));

  return (
    <>
      <PageTitle>{t('courts.chooseCourt')}</PageTitle>
      {courts.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('courts.loading')} />
        </Center>
      ) : courts.isError && !courts.data ? (
        <Text c="red">{t('courts.loadFailed')}</Text>
      ) : (
        <Grid>
          {courts.data.map((court) => (
            <Grid.Col key={court._id} span={{ base: 12, sm: 6, md: 3 }}>
              <CourtCard court={court} />
            </Grid.Col>
          ))}
        </Grid>
      )}
    </>
  );
}
