// The list's state, read from and written to the URL.
import { useSearchParams } from 'react-router';
import {
  readListParams,
  writeListParams,
  type ListParams,
} from '@/features/tenders/model/list-params.ts';

export function useListParams(): [ListParams, (next: ListParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  return [params, (next) => setSearch(writeListParams(next))];
}
