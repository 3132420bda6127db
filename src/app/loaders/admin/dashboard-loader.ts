import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { dashboardFiguresQuery } from '@/features/applications/api/get-dashboard-figures';

/** /admin: every brand's figures, read before the screen shows. */
export const adminDashboardLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(dashboardFiguresQuery());
    return null;
  };
