import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PendingIndicator } from '@/components/ui/pending-indicator';
import { useFocusMainOnNavigate } from '@/hooks/use-focus-main-on-navigate';
import { useHydrated } from '@/hooks/page-head';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';
import { markFirstPageDone, whenContentShown } from '@/utils/when-content-shown';
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
  // The banner is the browser's alone (a page's HTML has nothing of it).
  const hydrated = useHydrated();
  useScrollOnNavigate();
  useFocusMainOnNavigate();
  // The app has rendered (or hydrated the server's HTML) and answers to the visitor: tests wait
  // for this state (`html[data-app="live"]`), not for a time.
  useEffect(() => {
    markFirstPageDone();
    document.documentElement.dataset['app'] = 'live';
  }, []);
  return (
    <>
      <PendingIndicator active={navigation.state !== 'idle'} />
      <Outlet />
      {hydrated ? (
        <Suspense fallback={null}>
          <NewVersionBanner />
        </Suspense>
      ) : null}
    </>
  );
}
