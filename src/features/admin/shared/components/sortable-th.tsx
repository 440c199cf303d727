import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';

/** A sorted table's state: the column it is sorted by, the order, and how to sort it again. */
export interface Sorting<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S, order: 'asc' | 'desc') => void;
}

/**
 * The sorting of an admin list whose sort lives in the URL: a new sort goes back to page 1
 * (`page: undefined` keeps it out of the URL).
 */
export function urlSorting<S extends string>(
  query: { sort: S; order: 'asc' | 'desc' },
  onSearch: (patch: { sort: S; order: 'asc' | 'desc'; page: undefined }) => void,
): Sorting<S> {
  return {
    sort: query.sort,
    order: query.order,
    onSort: (sort, order) => onSearch({ sort, order, page: undefined }),
  };
}

/** A column header that sorts the table by its column; pressing it again flips the order. */
export function SortableTh<S extends string>({
  column,
  label,
  sort,
  order,
  onSort,
}: Sorting<S> & { column: S; label: string }) {
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
