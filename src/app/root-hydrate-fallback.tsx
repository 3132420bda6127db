import { PendingIndicator } from '@/components/ui/pending-indicator';

/** Shown while the first route's chunks load; the indicator itself waits 200 ms. */
export function RootHydrateFallback() {
  return <PendingIndicator active />;
}
