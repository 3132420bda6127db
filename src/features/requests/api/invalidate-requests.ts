import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from '@/features/applications/api/keys';
import type { RequestKind } from '../request-kind';
import { requestKeys } from './keys';

/** After staff changed a request (or tried to): its inbox lists, its detail, the dashboard's count. */
export async function invalidateRequests(
  queryClient: QueryClient,
  brandId: string,
  kind: RequestKind,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.staff(brandId, kind) }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.dashboard }),
  ]);
}
