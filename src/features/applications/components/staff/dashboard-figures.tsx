import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { todayInJapan } from '@/utils/today-in-japan';
import {
  useDashboardFigures,
  type BrandFigures,
  type Tally,
} from '../../api/get-dashboard-figures';
import { dashboardLinks } from '../../dashboard-links';
import { formatFigureDate } from '../../format-figure-date';
import { formatVacancyRate } from '../../vacancy';
import './application-admin.css';

type Figure = {
  label: string;
  tally: Tally;
  /** What the date under the count is (最も古い受付, 最も近い希望日…). */
  firstLabel: string;
  to: string;
};

function figuresOf(brand: BrandFigures): Figure[] {
  const b = brand.brandId;
  return [
    {
      label: '新しいお申し込み',
      tally: brand.submittedApplications,
      firstLabel: '最も古い受付',
      to: dashboardLinks.applications(b, 'submitted'),
    },
    {
      label: '新しいお問い合わせ',
      tally: brand.newContacts,
      firstLabel: '最も古い受付',
      to: dashboardLinks.newContacts(b),
    },
    {
      label: '新しい内見予約',
      tally: brand.newViewingRequests,
      firstLabel: '最も古い受付',
      to: dashboardLinks.newViewingRequests(b),
    },
    {
      label: '解約のお申し出',
      tally: brand.terminationRequests,
      firstLabel: '最も近い解約希望日',
      to: dashboardLinks.applications(b, 'termination-requested'),
    },
    {
      label: '支払期限超過',
      tally: brand.overdueBills,
      firstLabel: '最も古い支払期限',
      to: dashboardLinks.overdueBills(b),
    },
    {
      label: '送信できなかったメール',
      tally: brand.failedMails,
      firstLabel: '最新のエラー',
      to: paths.admin.brand.mails.href(b, { state: 'ERROR' }),
    },
  ];
}

const formatTally = ({ count }: Tally) => `${count.toLocaleString('ja-JP')}件`;

function BrandFiguresSection({ brand, today }: { brand: BrandFigures; today: string }) {
  const rate = formatVacancyRate(brand.vacancy);
  return (
    <AdminSection
      title={brand.name}
      className="dashboard-brand"
      actions={
        <>
          {brand.published ? null : <StatusBadge tone="neutral">非公開</StatusBadge>}
          <Link
            className="admin-button admin-button--small"
            to={paths.admin.brand.home.href(brand.brandId)}
          >
            ブランドの管理
            <span className="visually-hidden">（{brand.name}）</span>
          </Link>
        </>
      }
    >
      <ul className="dashboard-figures">
        {figuresOf(brand).map((figure) => (
          <li key={figure.label}>
            <Link
              to={figure.to}
              className={
                figure.tally.count > 0
                  ? 'dashboard-figure dashboard-figure--todo'
                  : 'dashboard-figure'
              }
            >
              <span className="dashboard-figure__label">{figure.label}</span>
              {figure.tally.first !== null ? (
                <span className="dashboard-figure__note">
                  {figure.firstLabel}
                  <br />
                  {formatFigureDate(figure.tally.first, today)}
                </span>
              ) : null}
              <span className="dashboard-figure__value">{formatTally(figure.tally)}</span>
              <span className="visually-hidden">（{brand.name}）</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={dashboardLinks.assets(brand.brandId)} className="dashboard-figure">
            <span className="dashboard-figure__label">空室率</span>
            <span className="dashboard-figure__note">
              {rate === null
                ? '公開中の区画がありません'
                : `空き ${brand.vacancy.available.toLocaleString('ja-JP')} / ${brand.vacancy.total.toLocaleString('ja-JP')} 区画（公開中の物件）`}
            </span>
            <span className="dashboard-figure__value">{rate ?? '—'}</span>
            <span className="visually-hidden">（{brand.name}）</span>
          </Link>
        </li>
      </ul>
    </AdminSection>
  );
}

/**
 * The dashboard: per brand, what needs a person today (new applications, enquiries and
 * viewing requests, 解約のお申し出, overdue bills) and the vacancy rate. Each figure is a link
 * to the list of exactly those records.
 */
export function DashboardFigures() {
  const brands = useDashboardFigures();
  const today = todayInJapan();
  if (brands.length === 0) {
    return (
      <p>
        ブランドがまだありません。<Link to={paths.admin.brands.href()}>ブランド一覧</Link>
        から追加してください。
      </p>
    );
  }
  return (
    <div className="dashboard">
      {brands.map((brand) => (
        <BrandFiguresSection key={brand.brandId} brand={brand} today={today} />
      ))}
    </div>
  );
}
