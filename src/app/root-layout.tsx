import { Outlet, useNavigation } from 'react-router';
import { PendingIndicator } from '@/components/ui/pending-indicator';
import { NewVersionBanner } from '@/features/build-version/components/new-version-banner';
import { useFocusMainOnNavigate } from '@/hooks/use-focus-main-on-navigate';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';

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
      <NewVersionBanner />
    </>
  );
}
