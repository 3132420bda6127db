import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { staffUid } from '@/features/applications/api/staff-uid';

export type BillingToolPageProps = {
  title: string;
  /** What the tool does for the brand (its name, or its id until the name is read). */
  lead: (brandName: string) => string;
  /** The tool, given the brand and the staff member's uid for its writes. */
  tool: ComponentType<{ brandId: string; staffUid: () => Promise<string> }>;
};

/**
 * A screen of the 請求 tools beside the list of bills (口座振替, 入金消込): its title, what it
 * does for this brand, the way back to the bills, and the tool.
 */
export function BillingToolPage({ title, lead, tool: Tool }: BillingToolPageProps) {
  const { brandId = '' } = useParams();
  const brand = useAdminBrand(brandId);
  return (
    <Page title={title} lead={lead(brand?.name ?? brandId)}>
      <p>
        <Link to={paths.admin.brand.billing.href(brandId)}>請求の一覧へ</Link>
      </p>
      <Tool brandId={brandId} staffUid={staffUid} />
    </Page>
  );
}
