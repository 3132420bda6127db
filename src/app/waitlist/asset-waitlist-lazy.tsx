import { lazy, Suspense } from 'react';
import type { Asset } from '@/lib/model/asset';

// Two steps on purpose: the asset page's chunk names only this small module, whose own import
// names the section's many chunks (form, auth panel, Firebase); naming those in the page's
// chunk would add their addresses to every first load (docs/ARCHITECTURE.md, budget).
const AssetWaitlistSection = lazy(() =>
  import('./asset-waitlist-section').then((m) => ({ default: m.AssetWaitlistSection })),
);

/** The asset page's 空き待ち (docs/waitlist.md), for an asset with a full plan. */
export default function AssetWaitlistLazy(props: { brandId: string; asset: Asset }) {
  if (!Object.values(props.asset.plans).some((plan) => plan.available === 0)) return null;
  return (
    <Suspense fallback={null}>
      <AssetWaitlistSection {...props} />
    </Suspense>
  );
}
