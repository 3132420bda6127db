import type { QueryClient } from '@tanstack/react-query';
import { requestKeys, type RequestKind } from '../request-keys';

/** After staff changed a request (or tried to): its inbox lists, its detail, the dashboard's count. */
export async function invalidateRequests(
  queryClient: QueryClient,
  brandId: string,
  kind: RequestKind,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.all(brandId, kind) }),
    queryClient.invalidateQueries({ queryKey: requestKeys.dashboard }),
  ]);
}
