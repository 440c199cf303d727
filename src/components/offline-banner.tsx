import { Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { formatShortDate, formatTime, todayPayloadDate, toPayloadDate } from '@/lib/dates.ts';
import { useOnline } from '@/lib/online.ts';
import { t } from '@/i18n/index.ts';
import { useT } from '@/i18n/react.tsx';

/** When the newest data on screen was fetched (0: nothing fetched or restored yet). */
function lastUpdatedAt(queryClient: QueryClient): number {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data !== undefined && query.state.dataUpdatedAt > newest) {
      newest = query.state.dataUpdatedAt;
    }
  }
  return newest;
}

export function lastUpdatedText(at: number, now: number = Date.now()): string {
  if (!at) return t('common.noSavedData');
  const time = formatTime(at);
  return toPayloadDate(at) === todayPayloadDate(now)
    ? t('common.updatedToday', { time })
    : t('common.updatedOn', { date: formatShortDate(at), time });
}

const HEIGHT_VAR = '--offline-banner-height';

/**
 * Where a bar fixed to the bottom of the screen goes (its CSS `bottom`): just above the offline
 * banner while it shows, at the very bottom otherwise, so the banner never covers an action.
 */
export const ABOVE_OFFLINE_BANNER = `var(${HEIGHT_VAR},0px)`;

/**
 * While shown, the banner's height is published as a CSS variable and kept free at the bottom
 * of the page, so it covers neither content nor fixed bars (which use ABOVE_OFFLINE_BANNER).
 */
function useReservedHeight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const reserve = () => {
      root.style.setProperty(HEIGHT_VAR, `${banner.offsetHeight}px`);
      document.body.style.paddingBottom = `${banner.offsetHeight}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
      document.body.style.removeProperty('padding-bottom');
    };
  }, [shown]);
  return ref;
}

/**
 * Shown on every screen while the device is offline: what is on screen comes from the device and
 * may be old, and this says how old.
 */
export function OfflineBanner() {
  // Re-renders on a change of language; lastUpdatedText reads the language shown.
  useT();
  const online = useOnline();
  const ref = useReservedHeight(!online);
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const updatedAt = useSyncExternalStore(subscribe, () => lastUpdatedAt(queryClient));
  if (online) return null;
  return (
    <Paper
      ref={ref}
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      radius={0}
      px="md"
      py={6}
      bg="dark.6"
      c="white"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1000,
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        paddingBottom: 'calc(6px + env(safe-area-inset-bottom))',
      }}
    >
      <IconWifiOff size={18} aria-hidden />
      <Text size="sm" fw={700}>
        {t('common.offline')}
      </Text>
      <Text size="sm">{lastUpdatedText(updatedAt)}</Text>
    </Paper>
  );
}
