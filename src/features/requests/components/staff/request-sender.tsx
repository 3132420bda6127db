import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type RequestSenderProps = { brandId: string; uid: string | undefined };

/** Who sent it: the member's page when they were signed in, otherwise a plain note. */
export function RequestSender({ brandId, uid }: RequestSenderProps) {
  if (!uid) return <>ログインせずに送信（会員情報なし）</>;
  return (
    <Link to={paths.admin.brand.member.href(brandId, uid)}>
      会員ページを開く<span className="visually-hidden">（送信した会員）</span>
    </Link>
  );
}
