import { Button, Card, Image, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Court } from '@/api/courts.ts';
import { useT } from '@/i18n/react.tsx';

/** Shown when a court has no picture or its picture fails to load. */
export const DEFAULT_COURT_IMAGE = '/courts/default.svg';

export function courtHeading(court: Pick<Court, 'type' | 'name'>): string {
  return `${court.type.toUpperCase()} - ${court.name}`;
}

export function CourtCard({ court }: { court: Court }) {
  const t = useT();
  return (
    <Card withBorder padding="md" h="100%">
      <Card.Section>
        <Image
          src={court.image}
          fallbackSrc={DEFAULT_COURT_IMAGE}
          alt={courtHeading(court)}
          h={160}
          fit="cover"
        />
      </Card.Section>
      <Title order={2} size="h4" mt="md" mb="sm">
        {courtHeading(court)}
      </Title>
      <Button component={Link} to={`/courts/${court._id}/schedule`} fullWidth mt="auto">
        {t('courts.select')}
      </Button>
    </Card>
  );
}
