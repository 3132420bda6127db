import type { QueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets/api/keys';
import { brandKeys } from '@/features/brands/api/keys';
import { memberKeys } from '@/features/members/api/keys';
import { applicationKeys } from './keys';

/**
 * After a staff move: the brand's application lists and details, the dashboard's counts and
 * vacancy, the admin asset and space screens (state, holder, plan counts) and the public
 * pages' cached assets and spaces, so every screen shows the new state of the application and
 * its space. The member pages of the brand hold the applicant's applications too.
 */
export async function invalidateAfterMove(queryClient: QueryClient, brandId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.staff(brandId) }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: assetKeys.staff(brandId) }),
    queryClient.invalidateQueries({ queryKey: memberKeys.staff(brandId) }),
    queryClient.invalidateQueries({ queryKey: brandKeys.byId(brandId) }),
  ]);
}
