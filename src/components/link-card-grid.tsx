import { Card, SimpleGrid, Text, ThemeIcon, type SimpleGridProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AppPath } from './app-shell/nav-entries.ts';

export interface LinkCardEntry {
  to: AppPath;
  label: string;
  description: string;
  icon: Icon;
}

/** A grid of cards, each a link with an icon, a label and a line saying what is there. */
export function LinkCardGrid({
  links,
  cols,
  ...rest
}: {
  links: readonly LinkCardEntry[];
  cols: SimpleGridProps['cols'];
  role?: string;
  'aria-label'?: string;
}) {
  return (
    <SimpleGrid cols={cols} {...rest}>
      {links.map((link) => (
        // Named by all it shows (label and description), so the words seen are the words heard.
        <Card key={link.to} component={Link} to={link.to} withBorder padding="md" radius="md">
          <ThemeIcon size="lg" variant="light" mb="sm" aria-hidden>
            <link.icon size={20} />
          </ThemeIcon>
          <Text fw={600}>{link.label}</Text>
          <Text size="sm" c="dimmed">
            {link.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
