import { Anchor, Box, Group, Marquee, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';

export const NO_ANNOUNCEMENTS = 'No hay anuncios en este momento.';

/** The spec's marquee speed (40 px/s) turned into Mantine's duration for one pass. */
function durationFor(texts: string[]): number {
  const approxWidth = texts.join(' · ').length * 8 + 400;
  return Math.round((approxWidth / 40) * 1000);
}

/** The club's announcements scrolling on top; non-members also get the membership call. */
export function AnnouncementMarquee({
  announcements,
  member,
}: {
  announcements: string[];
  member: boolean;
}) {
  const texts = announcements.length > 0 ? announcements : [NO_ANNOUNCEMENTS];
  const reduceMotion = useReducedMotion();
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={4}
      bg="var(--mantine-primary-color-light)"
      aria-label="Anuncios"
    >
      <Box style={{ flex: 1, minWidth: 0 }}>
        {reduceMotion ? (
          // Someone who asked for less motion reads the same texts standing still, wrapped.
          <Text size="sm" fw={500} data-testid="announcements-still">
            {texts.join(' · ')}
          </Text>
        ) : (
          <Marquee duration={durationFor(texts)} pauseOnHover repeat={2} gap="xl">
            {texts.map((text, i) => (
              <Text key={i} size="sm" fw={500} span style={{ whiteSpace: 'nowrap' }}>
                {text}
              </Text>
            ))}
          </Marquee>
        )}
      </Box>
      {!member && (
        <Anchor
          component={Link}
          to="/membership"
          size="sm"
          fw={700}
          style={{ whiteSpace: 'nowrap' }}
        >
          Hazte Socio Ahora
        </Anchor>
      )}
    </Group>
  );
}
