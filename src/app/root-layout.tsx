import { Outlet, useNavigation } from 'react-router';
import { PendingIndicator } from '@/components/ui/pending-indicator';
import { NewVersionBanner } from '@/features/build-version/components/new-version-banner';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';

/** Wraps every layout: scrolling on page change, the delayed pending bar, the update banner. */
export function RootLayout() {
  const navigation = useNavigation();
  useScrollOnNavigate();
  return (
    <>
      <PendingIndicator active={navigation.state !== 'idle'} />
      <Outlet />
      <NewVersionBanner />
    </>
  );
}
