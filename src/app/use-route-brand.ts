import { useParams } from 'react-router';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';

/** The route's `:brandId` and its published brand (null while loading or when not published). */
export function useRouteBrand() {
  const { brandId = '' } = useParams();
  return { brandId, brand: usePublishedBrand(brandId) };
}
