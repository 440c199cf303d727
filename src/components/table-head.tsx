import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's header row of plain column names. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A table that scrolls inside itself on a phone (the page never does), its header and its rows. */
export function ScrollTable({
  label,
  minWidth,
  columns,
  striped,
  children,
}: {
  label: string;
  minWidth: number;
  columns: readonly string[];
  striped?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} aria-label={label}>
        <TableHead columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
