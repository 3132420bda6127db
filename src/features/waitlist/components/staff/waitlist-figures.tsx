import { AdminSection } from '@/components/admin/admin-section';
import { useAdminBrands } from '@/features/brands/api/admin-get-brands';
import { useWaitlistFigures } from '../../api/waitlist-api';
import '../waitlist.css';

/** How many wait and how many offers are open in one brand (two count aggregations). */
function BrandLine({ brandId, name }: { brandId: string; name: string }) {
  const counts = useWaitlistFigures(brandId);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{counts.data ? `${counts.data.waiting.toLocaleString('ja-JP')}人` : '…'}</td>
      <td>{counts.data ? `${counts.data.offered.toLocaleString('ja-JP')}件` : '…'}</td>
    </tr>
  );
}

/**
 * The dashboard's 空き待ち (docs/waitlist.md): per brand, the customers waiting and the offers
 * open now; each asset's queue is on its page (物件詳細).
 */
export function WaitlistFigures() {
  const brands = useAdminBrands();
  if (brands.length === 0) return null;
  return (
    <AdminSection
      title="空き待ち"
      description="満室のプランの空き待ちに登録しているお客さまと、区画をご案内中（お申し込み待ち）の件数です。"
      className="waitlist-queue"
    >
      <table>
        <thead>
          <tr>
            <th scope="col">ブランド</th>
            <th scope="col">空き待ちのお客さま</th>
            <th scope="col">ご案内中</th>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand) => (
            <BrandLine key={brand.id} brandId={brand.id} name={brand.name} />
          ))}
        </tbody>
      </table>
    </AdminSection>
  );
}
