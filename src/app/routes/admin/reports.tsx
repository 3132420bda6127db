import { useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { useAdminBrands } from '@/features/brands/api/admin-get-brands';
import { BrandReport } from '@/features/reports/components/staff/brand-report';
import { OperatorReport } from '@/features/reports/components/staff/operator-report';
import { reportParamsFrom, type ReportParams } from '@/features/reports/report-params';
import { todayInJapan } from '@/utils/today-in-japan';

/** Every brand the staff member runs, added up. */
function AllBrands({ params }: { params: ReportParams }) {
  const brands = useAdminBrands();
  return (
    <Page
      title={paths.admin.reports.title}
      lead="担当するすべてのブランドを合わせた月ごとの数字と、ブランドの順位。ブランドごとのレポートは下のリンクから開けます。"
    >
      <OperatorReport brands={brands.map((b) => ({ id: b.id, name: b.name }))} params={params} />
    </Page>
  );
}

/** One brand's report. */
function OneBrand({ brandId, params }: { brandId: string; params: ReportParams }) {
  const name = useAdminBrand(brandId)?.name ?? brandId;
  return (
    <Page
      title={`${paths.admin.brand.reports.title}（${name}）`}
      lead="月ごとの稼働率、売上と入金、入居と退去、問い合わせから契約まで、滞納。サーバーが記録から毎朝集計した数字です。各グラフの横に同じ数字の表があり、CSVに書き出せます。"
    >
      <BrandReport brandId={brandId} brandName={name} params={params} />
    </Page>
  );
}

/**
 * 経営レポート, operator-wide (/admin/reports: the staff member's brands together) or one
 * brand's (/admin/brands/{brandId}/reports, whose module re-exports this one): the address says
 * which.
 */
export function Component() {
  const brandId = useParams()['brandId'];
  const [search] = useSearchParams();
  const params = reportParamsFrom(search, todayInJapan().slice(0, 7));
  return brandId === undefined ? (
    <AllBrands params={params} />
  ) : (
    <OneBrand brandId={brandId} params={params} />
  );
}
