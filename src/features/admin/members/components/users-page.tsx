import { Badge, Checkbox, Group, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MEMBERSHIP_STATES, type AdminUserRow } from '@/api/admin/users.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { adminUsersQueryOptions } from '../api/users.ts';
import { usersQueryOf, type UsersSearch } from '@/features/admin/shared/search.ts';
import { AdminResults } from '@/features/admin/shared/components/admin-results.tsx';
import { FilterBar } from '@/features/admin/shared/components/search-field.tsx';
import {
  MEMBERSHIP_STATE_LABELS,
  ROLE_LABELS,
  roleLabel,
} from '@/features/admin/shared/components/labels.ts';
import { urlSorting } from '@/features/admin/shared/components/sortable-th.tsx';
import { useT } from '@/i18n/react.tsx';

export type UsersSearchChange = (patch: Partial<UsersSearch>) => void;

function Filters({ search, onSearch }: { search: UsersSearch; onSearch: UsersSearchChange }) {
  const t = useT();
  return (
    <FilterBar
      placeholder={t('admin.usersSearchPlaceholder')}
      width={260}
      q={search.q}
      onSearch={onSearch}
    >
      <Select
        label={t('admin.colRole')}
        placeholder={t('admin.allMasculine')}
        clearable
        data={Object.entries(ROLE_LABELS)
          .filter(([role]) => role !== 'user')
          .map(([value, label]) => ({ value, label: t(label) }))}
        value={search.role ?? null}
        onChange={(role) => onSearch({ role: role ?? undefined, page: undefined })}
        w={180}
      />
      <Select
        label={t('admin.colMembership')}
        placeholder={t('admin.allFeminine')}
        clearable
        data={MEMBERSHIP_STATES.map((value) => ({
          value,
          label: t(MEMBERSHIP_STATE_LABELS[value]),
        }))}
        value={search.membership ?? null}
        onChange={(m) =>
          onSearch({ membership: (m ?? undefined) as UsersSearch['membership'], page: undefined })
        }
        w={220}
      />
      <Checkbox
        label={t('admin.usersUcaPending')}
        checked={search.ucaPending === true}
        onChange={(e) =>
          onSearch({ ucaPending: e.currentTarget.checked || undefined, page: undefined })
        }
        mb={8}
      />
      <Checkbox
        label={t('admin.usersOnlyDisabled')}
        checked={search.disabled === true}
        onChange={(e) =>
          onSearch({ disabled: e.currentTarget.checked || undefined, page: undefined })
        }
        mb={8}
      />
    </FilterBar>
  );
}

function UserRow({ user, onOpen }: { user: AdminUserRow; onOpen: () => void }) {
  const t = useT();
  return (
    <Table.Tr onClick={onOpen} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <Text
          size="sm"
          component="button"
          type="button"
          onClick={onOpen}
          style={{ all: 'unset', cursor: 'pointer' }}
        >
          {user.name}
        </Text>
      </Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{user.dni}</Table.Td>
      <Table.Td>{t(roleLabel(user.role))}</Table.Td>
      <Table.Td>
        {t(MEMBERSHIP_STATE_LABELS[user.membership ? user.membership.state : 'none'])}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {user.ucaRequestedAt && (
            <Badge color="yellow" variant="light">
              {t('admin.ucaPendingBadge')}
            </Badge>
          )}
          {user.disabledAt && (
            <Badge color="red" variant="light">
              {t('admin.disabledBadge')}
            </Badge>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /admin/users: members searched by name, e-mail or DNI, filtered by role, membership, pending
 * UCA requests and disabled accounts, sorted and paged; all of it in the URL. `detail` is the
 * open member, rendered by the route.
 */
export function UsersPage({
  search,
  onSearch,
  detail,
}: {
  search: UsersSearch;
  onSearch: UsersSearchChange;
  detail?: ReactNode;
}) {
  const t = useT();
  const query = usersQueryOf(search);
  const users = useQuery(adminUsersQueryOptions(query));

  return (
    <>
      <PageTitle>{t('admin.usersTitle')}</PageTitle>
      <Filters search={search} onSearch={onSearch} />
      <AdminResults
        status={users.status}
        total={users.data?.total ?? 0}
        count={users.data?.users.length ?? 0}
        paging={{ query, onSearch }}
        labels={{
          loading: t('admin.usersLoading'),
          error: t('admin.usersError'),
          empty: t('admin.usersEmpty'),
          count: (count) => t('admin.usersCount', { count }),
          table: t('admin.usersTitle'),
        }}
        minWidth={760}
        columns={[
          { label: t('admin.colName'), sort: 'name' },
          { label: t('admin.colEmail'), sort: 'email' },
          t('admin.colDni'),
          { label: t('admin.colRole'), sort: 'role' },
          t('admin.colMembership'),
          t('admin.colNotices'),
        ]}
        sorting={urlSorting(query, onSearch)}
      >
        {users.data?.users.map((user) => (
          <UserRow key={user._id} user={user} onOpen={() => onSearch({ user: user._id })} />
        ))}
      </AdminResults>
      {detail}
    </>
  );
}
