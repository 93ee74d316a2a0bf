/**
 * Lists retry a failed load once, not react-query's three times with back-off: the specification's error state
 * with Retry then shows within about a second, and the admin decides when to try again.
 */
export const listQueryOptions = { retry: 1 } as const;
