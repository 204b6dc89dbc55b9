import { useCallback } from 'react';
import { isServer, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsConfigQueryOptions } from '@/features/checkout/api/get-payments-config';
import { loadAcceptJs, tokenizeCard, type CardInput } from '@/features/checkout/lib/accept';

/**
 * The gateway script for a card form: starts loading the payments config and Accept.js as soon as
 * the form is `wanted` (it can be used, or someone has started filling it in), so Pay does not
 * wait for them, and tokenizes with whatever config has loaded (loading the script then if it
 * has not). A form that cannot be used yet (a cart with no player) leaves a phone's first seconds
 * to the page, not to the gateway's script (docs/decisions/0058).
 */
export function useAcceptJs({ wanted = true }: { wanted?: boolean } = {}) {
  const queryClient = useQueryClient();
  const config = useQuery({ ...paymentsConfigQueryOptions(), enabled: wanted });
  const url = config.data?.card.acceptJsUrl;
  const script = useQuery({
    queryKey: ['payments', 'accept-js', url],
    queryFn: () => loadAcceptJs(url as string),
    // A script for the browser: a form rendered on the server loads it once hydrated.
    enabled: wanted && url !== undefined && !isServer,
    staleTime: Infinity,
    retry: false,
  });

  const tokenize = useCallback(
    async (card: CardInput) => {
      const { card: cardConfig } = await queryClient.fetchQuery(paymentsConfigQueryOptions());
      return tokenizeCard(card, cardConfig);
    },
    [queryClient],
  );

  return {
    /** True once the script has loaded and Pay can tokenize at once. */
    ready: script.isSuccess,
    /** Why the card form cannot work (config or script failed to load), if it cannot. */
    error: config.error ?? script.error,
    tokenize,
  };
}
