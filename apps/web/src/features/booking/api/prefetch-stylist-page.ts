import type { QueryClient } from '@tanstack/react-query';
import { publicRatesQueryOptions } from '@/features/reviews';
import { publicClosuresQueryOptions } from './get-public-closures';
import { publicOpenHoursQueryOptions } from './get-public-open-hours';
import { publicServicesQueryOptions } from './get-public-services';
import { publicStylistQueryOptions } from './get-public-stylist';

/**
 * Fetches, all at once, the data the stylist page asks for (in the order it asks: the state the
 * server sends is the same), so a server render draws the page in one pass instead of drawing its
 * placeholder first only to learn which data it needs (issue #33.3). A failed fetch stays in the
 * cache as an error, as it would after a first pass.
 */
export function prefetchStylistPage(queryClient: QueryClient, subdomain: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(publicStylistQueryOptions(subdomain)),
    queryClient.prefetchQuery(publicServicesQueryOptions()),
    queryClient.prefetchQuery(publicOpenHoursQueryOptions()),
    queryClient.prefetchQuery(publicClosuresQueryOptions()),
    queryClient.prefetchQuery(publicRatesQueryOptions()),
  ]);
}
