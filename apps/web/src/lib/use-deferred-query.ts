// A query's answer for a part of a page that is slow to render: React Query hands each answer to a
// synchronous render, in the task that receives it; through a deferred value the urgent render
// keeps the previous answer (cheap where the slow part is memoised) and the new one renders in a
// background pass, in slices that leave the main thread free in between.
import { useDeferredValue, useMemo } from 'react';

export type QueryAnswer<Data> = { data: Data | undefined; isError: boolean; error: unknown };

/** The query's data and error, deferred; the same object as long as they have not changed. */
export function useDeferredQuery<Data>(query: QueryAnswer<Data>): QueryAnswer<Data> {
  const { data, isError, error } = query;
  const answer = useMemo(() => ({ data, isError, error }), [data, isError, error]);
  return useDeferredValue(answer);
}
