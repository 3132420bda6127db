import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '@/features/members/api/get-member';
import { useBillingSettingsQuery } from '../api/get-billing-settings';
import { HowToPay, type HowToPayProps } from './how-to-pay';

export type HowToPayPanelProps = Omit<HowToPayProps, 'settings' | 'customer'> & {
  brandId: string;
  /** the signed-in customer, whose profile gives the 振込名義 */
  uid: string | null;
};

/**
 * HowToPay that reads the brand's settings and the customer's profile itself (not part of the
 * page's loader, so a page shows first and the card follows). Nothing is shown while loading
 * or if the settings cannot be read: the rest of the page does not depend on it.
 */
export function HowToPayPanel({ brandId, uid, ...props }: HowToPayPanelProps) {
  const settings = useBillingSettingsQuery(brandId);
  const member = useQuery({ ...memberQuery(brandId, uid ?? ''), enabled: uid !== null });
  if (settings.isPending || settings.isError) return null;
  return <HowToPay settings={settings.data} customer={member.data ?? null} {...props} />;
}
