// The quick search and the order of a list screen; both send the list back to its first page.
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchSortBarProps<K extends string> {
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (value: string) => void;
  sorts: Record<K, { label: string }>;
  sortKey: K;
  onSort: (key: K) => void;
}

export function SearchSortBar<K extends string>(props: SearchSortBarProps<K>) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label={props.searchLabel}
        placeholder={props.placeholder}
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Ordenar por"
        data={(Object.entries(props.sorts) as [K, { label: string }][]).map(
          ([value, { label }]) => ({
            value,
            label,
          }),
        )}
        value={props.sortKey}
        onChange={(value) => props.onSort((value as K | null) ?? props.sortKey)}
        allowDeselect={false}
        w={200}
      />
    </Group>
  );
}
