// A mutation about one tender that refreshes the tender (and optionally more) when it succeeds,
// so that every view of it shows the server's new truth.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { tenderKeys } from './tender-query-keys.ts';

type TenderMutationOptions<Reply> = {
  alsoRefresh?: readonly QueryKey[];
  /** Applies the reply to the cache at once (before the refetch), so nothing flickers back. */
  onReply?: (reply: Reply, queryClient: QueryClient) => void;
};

export function useTenderMutation<Input, Reply>(
  tenderId: string,
  call: (input: Input) => Promise<Reply>,
  { alsoRefresh = [], onReply }: TenderMutationOptions<Reply> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      onReply?.(reply, queryClient);
      return Promise.all(
        [tenderKeys.detail(tenderId), ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
