import { useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { UnreadableAlert } from '@/components/admin/unreadable-alert';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAuditPage } from '@/features/audit/api/get-audit-page';
import { auditRequestFrom } from '@/features/audit/audit-log-params';
import { AuditLogView } from '@/features/audit/components/audit-log-view';
import { useAdminBrands } from '@/features/brands/api/admin-get-brands';

export function Component() {
  const brands = useAdminBrands();
  const [params] = useSearchParams();
  const { page: pageNumber, ...request } = auditRequestFrom(params);
  const source = { kind: 'all' as const };
  const page = useAuditPage(source, request);
  return (
    <Page
      title={paths.admin.audit.title}
      lead="すべてのブランドとサイト全体（サイトのページ・転送ルール・管理者権限など）の操作の記録です。ブランドで絞り込むと、そのブランドの監査ログと同じ記録が表示されます。"
    >
      <AdminSection title="操作の記録">
        <UnreadableAlert count={page.unreadable} noun="記録" />
        <AuditLogView
          source={source}
          page={page}
          pageNumber={pageNumber}
          pageSize={request.size}
          filters={request.filters}
          brands={new Map(brands.map((brand) => [brand.id, brand.name]))}
          fileLabel="全体"
        />
      </AdminSection>
    </Page>
  );
}
