// What a list screen's search-and-sort bar controls: the typed search (debounced before it
// reaches the database), the order and the page; changing either goes back to page 1.
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { SearchSortBarProps } from './components/SearchSortBar';

const SEARCH_DEBOUNCE_MS = 300;

export function useListControls<K extends string>(sorts: Record<K, { label: string }>, initial: K) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sortKey, setSortKey] = useState<K>(initial);
  const [page, setPage] = useState(1);
  const bar: Omit<SearchSortBarProps<K>, 'searchLabel' | 'placeholder'> = {
    search,
    onSearch: (value) => {
      setSearch(value);
      setPage(1);
    },
    sorts,
    sortKey,
    onSort: (key) => {
      setSortKey(key);
      setPage(1);
    },
  };
  return { debouncedSearch, sortKey, page, setPage, bar };
}
