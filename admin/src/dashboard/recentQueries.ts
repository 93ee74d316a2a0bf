/** The dashboard's two list queries; totals and recent items share them (one request each). */
import { limits } from '@travel/server/domain';

export const recentParams = {
  pagination: { page: 1, perPage: limits.dashboardRecentCount },
  sort: { field: 'createdAt', order: 'DESC' as const },
};

/** A count only: one row is enough to read the list's total. */
export const countParams = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'createdAt', order: 'DESC' as const },
};
