import { Alert, Box, Center, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortableTh, type Sorting } from './sortable-th.tsx';

export interface AdminResultsLabels {
  /** The loader's accessible name, e.g. 'Cargando las reservas'. */
  loading: string;
  error: string;
  /** Shown when the filters match nothing. */
  empty: string;
  /** The count with its noun, e.g. '1 reserva', '12 reservas' (an ICU plural of the catalogue). */
  count: (total: number) => string;
  /** The table's accessible name. */
  table: string;
}

/**
 * A header cell: a plain column name, a column the list sorts by, or a column without a visible
 * name (its buttons' column) that screen readers still hear.
 */
export type AdminColumn<S extends string> =
  string | { label: string; sort: S } | { label: string; hidden: true };

function HeadCell<S extends string>({
  column,
  sorting,
}: {
  column: AdminColumn<S>;
  sorting?: Sorting<S>;
}) {
  if (typeof column === 'string') return <Table.Th>{column}</Table.Th>;
  if ('hidden' in column) return <Table.Th aria-label={column.label} />;
  if (!sorting) return <Table.Th>{column.label}</Table.Th>;
  return <SortableTh column={column.sort} label={column.label} {...sorting} />;
}

/**
 * An admin list as every admin screen shows one: a loader, the error, the empty state, the count,
 * the table (scrolling sideways under `minWidth`) and, for a paged list, the pages. The caller
 * gives the columns (with the sorting, for a sorted list) and the rows; page 1 is reported as
 * `undefined` so it stays out of the URL.
 */
export function AdminResults<S extends string = never>({
  status,
  count,
  total = count,
  paging,
  labels,
  minWidth,
  columns,
  sorting,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  /** Rows on this page. */
  count: number;
  /** Rows matching the filters, on every page (a list without pages: `count`). */
  total?: number;
  /** A paged list: the URL's page and page size, and how to move to another page. */
  paging?: {
    query: { page: number; pageSize: number };
    onSearch: (patch: { page?: number }) => void;
  };
  labels: AdminResultsLabels;
  minWidth: number;
  columns: readonly AdminColumn<S>[];
  sorting?: Sorting<S>;
  children: ReactNode;
}) {
  if (status === 'pending') {
    return (
      <Center py="xl">
        <Loader aria-label={labels.loading} />
      </Center>
    );
  }
  if (status === 'error') return <Alert color="red">{labels.error}</Alert>;
  if (count === 0) return <Text c="dimmed">{labels.empty}</Text>;
  const pages = paging ? Math.max(1, Math.ceil(total / paging.query.pageSize)) : 1;
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {labels.count(total)}
      </Text>
      {/* Wider than the screen: it scrolls on its own, reachable from the keyboard (a list of
          words only has nothing else to focus). */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={labels.table}>
        <Table striped highlightOnHover aria-label={labels.table} miw={minWidth}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <HeadCell
                  key={typeof column === 'string' ? column : column.label}
                  column={column}
                  sorting={sorting}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Box>
      {paging && pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            value={paging.query.page}
            total={pages}
            onChange={(next) => paging.onSearch({ page: next === 1 ? undefined : next })}
          />
        </Group>
      )}
    </>
  );
}
