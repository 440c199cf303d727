import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useT } from '@/i18n/react.tsx';

/**
 * The admin tables' free-text search. Typing changes the URL once the admin pauses, not on every
 * key; an empty field clears the filter.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  width,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  width: number;
}) {
  const [text, setText] = useState(value ?? '');
  const searchText = useDebouncedCallback((q: string) => onSearch(q.trim() || undefined), 300);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        searchText(e.currentTarget.value);
      }}
      w={width}
    />
  );
}

/**
 * An admin list's filter bar: the free-text search (the URL's `q`, labelled 'Buscar' unless named
 * otherwise) first, then the screen's own filters. A new search goes back to page 1.
 */
export function FilterBar({
  label,
  q,
  onSearch,
  children,
  ...field
}: {
  label?: string;
  placeholder: string;
  q: string | undefined;
  onSearch: (patch: { q: string | undefined; page: undefined }) => void;
  width: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <SearchField
        label={label ?? t('admin.search')}
        {...field}
        value={q}
        onSearch={(next) => onSearch({ q: next, page: undefined })}
      />
      {children}
    </Group>
  );
}
