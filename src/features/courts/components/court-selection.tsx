import { Center, Grid, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title.tsx';
import { useErrorToast } from '@/lib/feedback.tsx';
import { courtsQueryOptions } from '@/lib/queries.ts';
import { CourtCard } from './court-card.tsx';

const LOAD_ERROR = 'No se pudieron cargar las pistas.';

/** 'Selecciona una Pista': one card per court, 12/6/3 columns on xs/sm/md. */
export function CourtSelection() {
  const courts = useQuery(courtsQueryOptions());

  // Only when there is nothing to show: a failed refresh of courts on screen is no news.
  useErrorToast(courts.isError && !courts.data, LOAD_ERROR);

  return (
    <>
      <PageTitle>Selecciona una Pista</PageTitle>
      {courts.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando pistas" />
        </Center>
      ) : courts.isError && !courts.data ? (
        <Text c="red">{LOAD_ERROR}</Text>
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
