import { useCallback } from 'react';
import { isServer, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsConfigQueryOptions } from '@/features/checkout/api/get-payments-config';
import { loadAcceptJs, tokenizeCard, type CardInput } from '@/features/checkout/lib/accept';

/**
 * The gateway script for a card form: starts loading the payments config and Accept.js as soon as
 * the form shows, so Pay does not wait for them, and tokenizes with whatever config has loaded.
 */
export function useAcceptJs() {
  const queryClient = useQueryClient();
  const config = useQuery(paymentsConfigQueryOptions());
  const url = config.data?.card.acceptJsUrl;
  const script = useQuery({
    queryKey: ['payments', 'accept-js', url],
    queryFn: () => loadAcceptJs(url as string),
    // A script for the browser: a form rendered on the server loads it once hydrated.
    enabled: url !== undefined && !isServer,
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
