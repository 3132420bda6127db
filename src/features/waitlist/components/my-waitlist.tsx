import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-date-time';
import type { WaitlistEntry } from '@/lib/model/waitlist-entry';
import { useLeaveWaitlist, useMyWaitlist } from '../api/waitlist-api';
import './waitlist.css';

export type MyWaitlistProps = { brandId: string; uid: string };

function Entry({ brandId, entry }: { brandId: string; entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist();
  const [confirming, setConfirming] = useState(false);
  const offer = entry.status === 'offered' ? entry.offer : null;
  const title = `${entry.assetName ?? entry.assetId} ${entry.planLabel ?? ''}`;
  const action = offer ? 'このご案内を辞退する' : '空き待ちの登録を取り消す';
  return (
    <article className="waitlist-entry" aria-label={title}>
      <h3>
        <Link to={paths.brand.asset.href(brandId, entry.assetId)}>
          {entry.assetName ?? entry.assetId}
        </Link>
      </h3>
      <p>{entry.planLabel}</p>
      {offer ? (
        <>
          <p className="waitlist-position">区画 {offer.label} をご案内中です</p>
          <p>
            お申し込みの期限：{formatDateTime(offer.until)}
            まで。期限までは、お客さまだけがお申し込みいただけます。
          </p>
          <p className="waitlist-entry__actions">
            <Link
              className="button button--primary"
              to={paths.brand.application.href(brandId, entry.assetId, offer.spaceId)}
            >
              この区画を申し込む
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="waitlist-position">空き待ちの順番：{entry.position ?? '-'}番目</p>
          <p>
            利用開始希望日：{entry.startDate.replace(/-/g, '/')}
            以降。空きが出ましたら順番にメールでご案内します。
          </p>
        </>
      )}
      <div className="waitlist-entry__actions">
        {confirming ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={leave.isPending}
              onClick={() => leave.mutate({ brandId, entryId: entry.id })}
            >
              {offer ? '辞退する' : '取り消す'}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              やめる
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {action}
          </button>
        )}
      </div>
      {leave.isError ? (
        <p role="alert">取り消せませんでした。時間をおいてもう一度お試しください。</p>
      ) : null}
    </article>
  );
}

/** マイユニットの「空き待ち」: the customer's place in each line, an open offer, leave/decline. */
export function MyWaitlist({ brandId, uid }: MyWaitlistProps) {
  const entries = useMyWaitlist(brandId, uid);
  if (entries.isPending) return <p>読み込み中…</p>;
  if (entries.isError) return <p role="alert">空き待ちの登録を読み込めませんでした。</p>;
  const active = entries.data.filter((e) => e.status === 'waiting' || e.status === 'offered');
  if (active.length === 0)
    return (
      <p>空き待ちの登録はありません。満室のプランは、物件のページから空き待ちに登録できます。</p>
    );
  return (
    <div>
      {active.map((entry) => (
        <Entry key={entry.id} brandId={brandId} entry={entry} />
      ))}
    </div>
  );
}
