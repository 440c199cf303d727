import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking } from '@/api/bookings.ts';
import type { OpenMatch } from '@/api/matches.ts';
import { LevelsProvider, type LevelLookup } from '@/components/level-badge.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import type { CourtType } from '@/domain/courts.ts';
import { MAX_LEVEL, MIN_LEVEL, levelRefusal } from '@/domain/matches.ts';
import { parseDecimal } from '@/domain/money.ts';
import { DECIMAL_COMMA } from '@/components/euro-input.tsx';
import { formatLongDate } from '@/lib/dates.ts';
import { myBookingsQueryOptions } from '@/lib/queries.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { matchesQueryOptions, useMatchNotices, type MatchFilters } from '../api/matches.ts';
import { JoinDialog } from './join-dialog.tsx';
import { MatchCard } from './match-card.tsx';
import { OpenMatchDialog } from './open-match-dialog.tsx';
import { DateField } from '@/components/date-field.tsx';
import { useT } from '@/i18n/react.tsx';

/** The booker's own bookings still to come that are not an open match yet. */
function OpenableBookings({ listed }: { listed: Set<string> }) {
  const t = useT();
  const user = useSessionUser();
  const mine = useQuery(myBookingsQueryOptions()).data ?? [];
  const [opening, setOpening] = useState<Booking | null>(null);
  const [now] = useState(() => Date.now());
  const openable = mine.filter(
    (b) =>
      b.userBooked._id === user?.id &&
      b.status === 'active' &&
      !b.isLeagueMatch &&
      new Date(b.startsAt).getTime() > now &&
      !listed.has(b._id),
  );
  if (openable.length === 0) return null;
  return (
    <section aria-labelledby="open-own">
      <Title order={2} size="h4" id="open-own" mb="xs">
        {t('matches.openOwnTitle')}
      </Title>
      <Stack gap="xs">
        {openable.map((b) => (
          <Card key={b._id} withBorder padding="sm">
            <Group justify="space-between">
              <Text size="sm">{`${b.courtId.name} · ${formatLongDate(b.dateBooked)} · ${b.timeBooked}`}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => setOpening(b)}
                aria-label={t('matches.openMatchLabel', {
                  court: b.courtId.name,
                  time: b.timeBooked,
                })}
              >
                {t('matches.openMatch')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      {opening && <OpenMatchDialog booking={opening} onClose={() => setOpening(null)} />}
    </section>
  );
}

function Filters({
  value,
  onChange,
}: {
  value: MatchFilters;
  onChange: (f: MatchFilters) => void;
}) {
  const t = useT();
  return (
    <Group grow align="flex-end" role="search" aria-label={t('matches.filtersLabel')}>
      <DateField
        label={t('matches.day')}
        value={value.date ?? ''}
        onChange={(date) => onChange({ ...value, date: date || undefined })}
      />
      <Select
        label={t('matches.sport')}
        data={[
          { value: 'all', label: t('matches.allSports') },
          { value: 'padel', label: t('matches.sportPadel') },
          { value: 'tennis', label: t('matches.sportTennis') },
        ]}
        value={value.sport ?? 'all'}
        allowDeselect={false}
        onChange={(v) =>
          onChange({ ...value, sport: v === 'padel' || v === 'tennis' ? v : undefined })
        }
      />
      <NumberInput
        label={t('matches.myLevel')}
        min={MIN_LEVEL}
        max={MAX_LEVEL}
        step={0.5}
        decimalScale={1}
        value={value.level ?? ''}
        {...DECIMAL_COMMA}
        onChange={(v) => onChange({ ...value, level: parseDecimal(v) ?? undefined })}
      />
    </Group>
  );
}

/**
 * Where the players' levels come from: a hook the route file passes in (the levels feature's), so
 * this feature draws levels on avatars without importing another feature.
 */
export type UseLevelLookup = (
  groups: Array<{ sport: CourtType; userIds: string[] }>,
) => LevelLookup;
const noLevels: UseLevelLookup = () => () => undefined;

/**
 * The member's own level by sport (null: none yet), undefined until known; from the levels
 * feature through the route file, as `useLevels`.
 */
export type UseMyLevel = () => ((sport: CourtType) => number | null) | undefined;
const unknownLevel: UseMyLevel = () => undefined;

/** 'Partidos abiertos': find a match of your level and take a seat, or open one of your bookings. */
export function MatchesPage({
  useLevels = noLevels,
  useMyLevel = unknownLevel,
}: {
  useLevels?: UseLevelLookup;
  useMyLevel?: UseMyLevel;
}) {
  const t = useT();
  useMatchNotices();
  const [filters, setFilters] = useState<MatchFilters>({});
  const matches = useQuery(matchesQueryOptions(filters));
  const [joining, setJoining] = useState<OpenMatch | null>(null);
  const list = matches.data ?? [];
  const lookup = useLevels(
    list.map((m) => ({ sport: m.court.type, userIds: m.players.map((p) => p._id) })),
  );
  const myLevel = useMyLevel();
  // Unknown until loaded: the server still refuses, and the dialog shows that in place.
  const refusalOf = (m: OpenMatch) => (myLevel ? levelRefusal(myLevel(m.court.type), m) : null);
  return (
    <LevelsProvider lookup={lookup}>
      <Stack>
        <PageTitle>{t('matches.title')}</PageTitle>
        <OpenableBookings listed={new Set(list.map((m) => m.bookingId))} />
        <Filters value={filters} onChange={setFilters} />
        {matches.isPending && <Loader aria-label={t('matches.loading')} />}
        {matches.isError && <Alert color="red">{t('matches.loadFailed')}</Alert>}
        {matches.isSuccess && list.length === 0 && <Text>{t('matches.empty')}</Text>}
        <Stack
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('matches.title')}
        >
          {list.map((m) => (
            <li key={m._id}>
              <MatchCard match={m} onJoin={() => setJoining(m)} levelRefusal={refusalOf(m)} />
            </li>
          ))}
        </Stack>
        {joining && (
          <JoinDialog
            match={joining}
            onClose={() => setJoining(null)}
            levelRefusal={refusalOf(joining)}
          />
        )}
      </Stack>
    </LevelsProvider>
  );
}
