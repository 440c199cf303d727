import { Button, Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/react.tsx';
import { pastBookingsQueryOptions, type BookingFilters } from '../api/booking-list.ts';
import { BookingGrid } from './booking-grid.tsx';

/**
 * Whether the element is on screen (or nearly: a screen's height early, so the next page is there
 * before the member reaches it). Without IntersectionObserver it never is, and the button loads.
 */
function useOnScreen(node: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setOnScreen(entries.some((e) => e.isIntersecting)),
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return onScreen;
}

/**
 * 'Reservas pasadas' (issue 41): nothing is asked until the member reaches the section (scrolling
 * to it, or its button for a keyboard or a screen reader); then a page at a time, the next one
 * while its end is on screen. The parent mounts one per set of filters (`key`).
 */
export function PastBookings({ filters }: { filters: BookingFilters }) {
  const t = useT();
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const onScreen = useOnScreen(sentinel);
  const [reached, setReached] = useState(false);
  // Once reached, it stays so: scrolling back up must not stop a page being loaded.
  if (onScreen && !reached) setReached(true);
  const past = useInfiniteQuery({ ...pastBookingsQueryOptions(filters), enabled: reached });
  const { hasNextPage, isFetching, isError, fetchNextPage } = past;
  const shown = past.data?.pages.flatMap((p) => p.bookings) ?? [];

  useEffect(() => {
    if (onScreen && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [onScreen, hasNextPage, isFetching, isError, fetchNextPage]);

  const more = () => {
    if (!reached) setReached(true);
    else if (!past.data) void past.refetch();
    else void fetchNextPage();
  };
  const canAsk = !reached || hasNextPage || (isError && !isFetching);

  return (
    <section aria-labelledby="past-bookings-title">
      <Title id="past-bookings-title" order={2} size="h4" mt="xl" mb="sm">
        {t('bookings.past')}
      </Title>
      <Stack gap="md">
        {shown.length > 0 && <BookingGrid bookings={shown} />}
        {past.data && shown.length === 0 && <Text c="dimmed">{t('bookings.noPast')}</Text>}
        {isError && <Text c="red">{t('bookings.pastFailed')}</Text>}
        {reached && past.isPending && !isError && (
          <Center>
            <Loader aria-label={t('bookings.loadingPast')} />
          </Center>
        )}
        <div ref={setSentinel} />
        {canAsk && (
          <Center>
            <Button variant="light" onClick={more} loading={isFetching}>
              {t(
                isError ? 'bookings.retry' : past.data ? 'bookings.loadMore' : 'bookings.showPast',
              )}
            </Button>
          </Center>
        )}
        {past.data && (
          <VisuallyHidden role="status">
            {t('bookings.pastListed', { count: shown.length })}
          </VisuallyHidden>
        )}
      </Stack>
    </section>
  );
}
