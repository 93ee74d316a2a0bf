import { describe, expect, it } from 'vitest';
import { adminQueryClient } from '../../../admin/src/layout/queryClient.ts';

describe('adminQueryClient', () => {
  it("retries a failed list once (pages and dashboard), and leaves react-query's default to other calls", () => {
    const client = adminQueryClient(['trips', 'bookings']);
    const defaultsOf = (queryKey: unknown[]) => client.defaultQueryOptions({ queryKey });
    expect(defaultsOf(['trips', 'getList', { pagination: { page: 1, perPage: 5 } }]).retry).toBe(1);
    expect(defaultsOf(['bookings', 'getList', {}]).retry).toBe(1);
    expect(defaultsOf(['trips', 'getOne', { id: 't1' }]).retry).toBeUndefined();
    expect(defaultsOf(['reviews', 'getList', {}]).retry).toBeUndefined();
  });
});
