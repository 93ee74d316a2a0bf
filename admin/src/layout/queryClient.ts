/**
 * The back office's one QueryClient. Lists (react-admin's `[resource, 'getList', ...]` queries, pages and
 * dashboard alike) retry a failed load once, not react-query's three times with back-off: the specification's
 * error state with Retry then shows within about a second, and the admin decides when to try again.
 */
import { QueryClient } from '@tanstack/react-query';

export function adminQueryClient(resources: readonly string[]): QueryClient {
  const client = new QueryClient();
  for (const resource of resources) client.setQueryDefaults([resource, 'getList'], { retry: 1 });
  return client;
}
