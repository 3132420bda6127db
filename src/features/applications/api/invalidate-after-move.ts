import type { QueryClient } from '@tanstack/react-query';
import { brandApplicationsKey } from './get-brand-applications';
import { dashboardKey } from './get-dashboard-figures';

/**
 * After a staff move: the brand's application lists and details, the dashboard's counts and
 * vacancy, the admin asset and space screens (state, holder, plan counts) and the public
 * pages' cached assets and spaces, so every screen shows the new state of the application and
 * its space. The member pages of the brand hold the applicant's applications too.
 */
export async function invalidateAfterMove(queryClient: QueryClient, brandId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: brandApplicationsKey(brandId) }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'brands', brandId, 'assets'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'brands', brandId, 'members'] }),
    queryClient.invalidateQueries({ queryKey: ['brands', brandId] }),
  ]);
}
