// An admin list's page, search and filters in the URL, so a reload or a shared link keeps them.
import { useSearchParams } from 'react-router';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const get = (name: string) => params.get(name) ?? '';
  /** Sets a filter (empty removes it) and goes back to the first page. */
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { page, get, set, setPage: (next: number) => set('page', next > 1 ? String(next) : '') };
}
