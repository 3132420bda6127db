import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Asset } from '@/lib/model/asset';

// Two steps on purpose: the asset page's chunk names only this small module, whose own import
// names the section's many chunks (form, auth panel, Firebase); naming those in the page's
// chunk would add their addresses to every first load (docs/ARCHITECTURE.md, budget).
const AssetWaitlistSection = lazy(() =>
  import('./asset-waitlist-section').then((m) => ({ default: m.AssetWaitlistSection })),
);

/**
 * The asset page's 空き待ち (docs/waitlist.md), for an asset with a full plan: drawn (its code
 * loaded, its counts read) only when the visitor scrolls near the end of the page, so a first
 * load reads nothing its HTML did not carry and nothing moves on screen.
 */
export default function AssetWaitlistLazy(props: { brandId: string; asset: Asset }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const full = Object.values(props.asset.plans).some((plan) => plan.available === 0);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, full]);
  if (!full) return null;
  return near ? (
    <Suspense fallback={null}>
      <AssetWaitlistSection {...props} />
    </Suspense>
  ) : (
    <div ref={sentinel} id="waitlist-start" aria-hidden="true" />
  );
}
