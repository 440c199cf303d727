import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table row's last cell: its actions side by side, never wrapped, so each row keeps one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}
