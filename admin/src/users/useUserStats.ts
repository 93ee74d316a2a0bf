import type { UserStats } from '@travel/server/entities';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

/** GET /admin/users/stats, with a refetch for the Refresh and Retry buttons. */
export function useUserStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [stats, setStats] = useState<UserStats | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [isPending, setPending] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setPending(true);
    dataProvider
      .getUserStats()
      .then((result) => {
        if (!current) return;
        setStats(result);
        setError(null);
      })
      .catch((failure: Error) => current && setError(failure))
      .finally(() => current && setPending(false));
    return () => {
      current = false;
    };
  }, [dataProvider, generation]);

  const refetch = useCallback(() => setGeneration((n) => n + 1), []);
  return { stats, error, isPending, refetch };
}
