import { Link } from 'react-router';
import type { BrandReadiness } from '../../api/admin-get-brand-readiness';

export type BrandReadinessListProps = {
  readiness: BrandReadiness;
  /** Names only, without the reasons and links (the confirmation dialog). */
  compact?: boolean;
};

/**
 * 公開前の確認: what the brand still lacks to take applications, each with a link to where it is
 * fixed (利用規約・プライバシーポリシー・特商法・会社概要, a published asset with spaces).
 */
export function BrandReadinessList({ readiness, compact = false }: BrandReadinessListProps) {
  if (readiness.status === 'pending')
    return <p className="admin-hint">公開に必要なページと物件を確認しています…</p>;
  if (readiness.status === 'error')
    return (
      <p className="admin-error" role="alert">
        公開に必要なページと物件を確認できませんでした。通信状態を確認して、画面を開き直してください。
      </p>
    );
  if (readiness.missing.length === 0)
    return (
      <p className="brand-readiness__ok">
        利用規約・プライバシーポリシー・特商法・会社概要と、区画のある公開中の物件がそろっています。
      </p>
    );
  return (
    <div className="brand-readiness">
      <p className="brand-readiness__lead">
        申し込みを受け付けるには、次の{readiness.missing.length}点が足りません。
      </p>
      <ul className="brand-readiness__list">
        {readiness.missing.map((check) =>
          compact ? (
            <li key={check.key}>{check.label}</li>
          ) : (
            <li key={check.key}>
              <strong>{check.label}</strong>：{check.problem}
              <Link to={check.fixHref}>
                {check.key === 'assets' ? '物件一覧へ' : `${check.label}を編集する`}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
