import { useEffect, useState } from 'react';
import { currentBuildId } from './build-id';
import { fetchLatestBuildId } from './fetch-latest-build-id';
import { startBuildVersionPoller } from './start-build-version-poller';

/**
 * Whether a newer build than the running one has been deployed. Without a baked build id
 * (dev server, tests) there is nothing to compare, so it never polls.
 */
export function useNewBuildAvailable(buildId: string = currentBuildId): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (buildId === '') return undefined;
    return startBuildVersionPoller({
      currentId: buildId,
      fetchLatestId: () => fetchLatestBuildId(),
      onNewBuild: () => setAvailable(true),
    });
  }, [buildId]);
  return available;
}
