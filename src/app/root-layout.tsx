import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PendingIndicator } from '@/components/ui/pending-indicator';
import { useFocusMainOnNavigate } from '@/hooks/use-focus-main-on-navigate';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';
import { whenContentShown } from '@/utils/when-content-shown';
import { whenIdle } from '@/utils/when-idle';

/**
 * The new-build banner polls for a deploy and speaks up minutes later at the earliest: its code
 * waits until the page's content has painted and the browser is idle instead of riding in the
 * entry (the public first-load budget).
 */
const NewVersionBanner = lazy(async () => {
  await whenContentShown().then(whenIdle);
  const { NewVersionBanner } =
    await import('@/features/build-version/components/new-version-banner');
  return { default: NewVersionBanner };
});

/**
 * Wraps every layout: scrolling and focus on page change, the delayed pending bar, the
 * new-build banner.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useScrollOnNavigate();
  useFocusMainOnNavigate();
  return (
    <>
      <PendingIndicator active={navigation.state !== 'idle'} />
      <Outlet />
      <Suspense fallback={null}>
        <NewVersionBanner />
      </Suspense>
    </>
  );
}
