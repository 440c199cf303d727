import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';

/** A column header that sorts the table by its column; pressing it again flips the order. */
export function SortableTh<S extends string>({
  column,
  label,
  sort,
  order,
  onSort,
}: {
  column: S;
  label: string;
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S, order: 'asc' | 'desc') => void;
}) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        fw={600}
        fz="sm"
        onClick={() => onSort(column, active && order === 'asc' ? 'desc' : 'asc')}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
