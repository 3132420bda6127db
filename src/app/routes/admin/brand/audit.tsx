import { useParams, useSearchParams } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { UnreadableAlert } from '@/components/admin/unreadable-alert';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAuditPage } from '@/features/audit/api/get-audit-page';
import { auditRequestFrom } from '@/features/audit/audit-log-params';
import { AuditLogView } from '@/features/audit/components/audit-log-view';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  const [params] = useSearchParams();
  const { page: pageNumber, ...request } = auditRequestFrom(params);
  const source = { kind: 'brand' as const, brandId };
  const page = useAuditPage(source, request);
  return (
    <Page
      title={paths.admin.brand.audit.title}
      lead={`${brand.name}のデータを、いつ・誰が・何を変更したか（本人確認書類を開いたこと、メールの再送を含む）の記録です。記録はサーバーが書き込み、スタッフを含めて誰も変更・削除できません。`}
    >
      <AdminSection title="操作の記録">
        <UnreadableAlert count={page.unreadable} noun="記録" />
        <AuditLogView
          source={source}
          page={page}
          pageNumber={pageNumber}
          pageSize={request.size}
          filters={request.filters}
          fileLabel={brandId}
        />
      </AdminSection>
    </Page>
  );
}
