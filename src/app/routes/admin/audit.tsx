import { useParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { useServerList } from '@/components/admin/use-server-list';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import type { AuditScreenProps } from '@/app/screen-props';
import { useRouteLine } from '@/app/use-route-line';
import type { AuditSource } from '@/features/audit/api/get-audit-page';
import { auditList } from '@/features/audit/audit-list';
import { AuditLogView } from '@/features/audit/components/audit-log-view';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { useAdminBrands } from '@/features/brands/api/admin-get-brands';

type AuditLogScreenProps = {
  title: string;
  lead: string;
  source: AuditSource;
  brands?: ReadonlyMap<string, string>;
  fileLabel: string;
};

function AuditLogScreen({ title, lead, source, brands, fileLabel }: AuditLogScreenProps) {
  const list = useServerList(auditList, source);
  return (
    <Page title={title} lead={lead}>
      <AdminSection title="操作の記録">
        <AuditLogView source={source} list={list} brands={brands} fileLabel={fileLabel} />
      </AdminSection>
    </Page>
  );
}

/** Every log at once (operator-wide staff), filtered by brand too. */
function AllLogs() {
  const brands = useAdminBrands();
  return (
    <AuditLogScreen
      title={paths.admin.audit.title}
      lead="すべてのブランドとサイト全体（サイトのページ・転送ルール・管理者権限など）の操作の記録です。ブランドで絞り込むと、そのブランドの監査ログと同じ記録が表示されます。"
      source={{ kind: 'all' }}
      brands={new Map(brands.map((brand) => [brand.id, brand.name]))}
      fileLabel="全体"
    />
  );
}

/** One brand's log. */
function BrandLog({ brandId }: { brandId: string }) {
  const brand = requireFound(useAdminBrand(brandId));
  return (
    <AuditLogScreen
      title={paths.admin.brand.audit.title}
      lead={`${brand.name}のデータを、いつ・誰が・何を変更したか（本人確認書類を開いたこと、メールの再送を含む）の記録です。記録はサーバーが書き込み、スタッフを含めて誰も変更・削除できません。`}
      source={{ kind: 'brand', brandId }}
      fileLabel={brandId}
    />
  );
}

/**
 * 監査ログ, operator-wide (/admin/audit) or one brand's (/admin/brands/{brandId}/audit): one
 * screen, whose route line says which (`scope`).
 */
export function Component() {
  const { scope } = useRouteLine<AuditScreenProps>().props;
  const brandId = useParams()['brandId'] ?? '';
  return scope === 'all' ? <AllLogs /> : <BrandLog brandId={brandId} />;
}
