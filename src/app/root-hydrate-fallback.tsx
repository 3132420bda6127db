import { PendingIndicator } from '@/components/ui/pending-indicator';
import { site } from '@/config/site';

/**
 * Shown while the first route's chunks and data load: the same frame index.html paints before
 * any script runs (so nothing flickers when React takes over), with the pending indicator,
 * which itself waits 200 ms. A page from the server is hydrated only once they are in
 * (src/main.tsx), so it never shows this.
 */
export function RootHydrateFallback() {
  return (
    <>
      <PendingIndicator active />
      <div className="boot" aria-hidden="true">
        <div className="boot__header">
          <span className="boot__name">{site.name}</span>
        </div>
        <div className="boot__main">
          <span className="boot__line boot__line--title" />
          <span className="boot__line" />
          <span className="boot__line boot__line--short" />
        </div>
      </div>
    </>
  );
}
