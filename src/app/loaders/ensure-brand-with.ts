import type { QueryClient } from '@tanstack/react-query';
import { ensureBrand } from './ensure-brand';

/**
 * A brand screen's data, fetched at the same time as the brand but judged after it: for an
 * unpublished or unknown brand the rules refuse the brand's lists (permission-denied), and
 * that must not race the brand's 404 and win as an error screen.
 */
export async function ensureBrandWith<T>(
  queryClient: QueryClient,
  brandId: string,
  load: () => Promise<T>,
): Promise<T> {
  const [brand, data] = await Promise.allSettled([ensureBrand(queryClient, brandId), load()]);
  if (brand.status === 'rejected') throw brand.reason;
  if (data.status === 'rejected') throw data.reason;
  return data.value;
}
