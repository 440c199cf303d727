import { ActionIcon, Anchor, Box, Group, Marquee, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type FocusEvent } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

export const NO_ANNOUNCEMENTS = 'common.noAnnouncements' satisfies MessageKey;

/** The spec's marquee speed (40 px/s) turned into Mantine's duration for one pass. */
function durationFor(texts: string[]): number {
  const approxWidth = texts.join(' · ').length * 8 + 400;
  return Math.round((approxWidth / 40) * 1000);
}

/**
 * The moving texts. WCAG 2.2.2: whatever moves on its own for more than five seconds can be
 * paused, so they stop while the pointer is over them, while the keyboard is in the banner, and
 * for good with the button next to them.
 */
function MovingTexts({ texts, focused }: { texts: string[]; focused: boolean }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {/* The band repeats the texts to loop them: a screen reader hears them once, from here. */}
        <VisuallyHidden>{texts.join(' · ')}</VisuallyHidden>
        <Marquee
          aria-hidden
          duration={durationFor(texts)}
          pauseOnHover
          repeat={2}
          gap="xl"
          styles={{ content: paused || focused ? { animationPlayState: 'paused' } : undefined }}
          data-paused={paused || focused || undefined}
        >
          {texts.map((text, i) => (
            <Text key={i} size="sm" fw={500} span style={{ whiteSpace: 'nowrap' }}>
              {text}
            </Text>
          ))}
        </Marquee>
      </Box>
      <ActionIcon
        variant="subtle"
        size="md"
        aria-label={paused ? t('common.resumeAnnouncements') : t('common.pauseAnnouncements')}
        onClick={() => setPaused(!paused)}
      >
        {paused ? (
          <IconPlayerPlayFilled size={16} aria-hidden />
        ) : (
          <IconPlayerPauseFilled size={16} aria-hidden />
        )}
      </ActionIcon>
    </>
  );
}

/** The club's announcements scrolling on top; non-members also get the membership call. */
export function AnnouncementMarquee({
  announcements,
  member,
}: {
  announcements: string[];
  member: boolean;
}) {
  const t = useT();
  const texts = announcements.length > 0 ? announcements : [t(NO_ANNOUNCEMENTS)];
  const reduceMotion = useReducedMotion();
  const [focused, setFocused] = useState(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={4}
      bg="var(--mantine-primary-color-light)"
      aria-label={t('common.announcements')}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {reduceMotion ? (
        // Someone who asked for less motion reads the same texts standing still, wrapped.
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} data-testid="announcements-still">
            {texts.join(' · ')}
          </Text>
        </Box>
      ) : (
        <MovingTexts texts={texts} focused={focused} />
      )}
      {!member && (
        <Anchor
          component={Link}
          to="/membership"
          size="sm"
          fw={700}
          // The darkest primary shade: shade 8, the links' own, reads at only 4.1:1 on the tint.
          c="var(--mantine-primary-color-9)"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('common.becomeMemberNow')}
        </Anchor>
      )}
    </Group>
  );
}
