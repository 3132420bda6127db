import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-date-time';
import { holdTimeText, type WaitlistEntry } from '@/lib/model/waitlist-entry';
import { useLeaveWaitlist, useMyWaitlist, useWaitlistSettings } from '../api/waitlist-api';
import './waitlist.css';

export type MyWaitlistProps = { brandId: string; uid: string };

type EntryProps = {
  brandId: string;
  entry: WaitlistEntry;
  /** The brand's hold time as customers read it (「48時間（2日間）」). */
  hold: string | null;
  /** The entry has ended (declined or left): what to tell the customer. */
  onLeft: (message: string) => void;
};

function Entry({ brandId, entry, hold, onLeft }: EntryProps) {
  const leave = useLeaveWaitlist();
  const [confirming, setConfirming] = useState(false);
  const offer = entry.status === 'offered' ? entry.offer : null;
  const name = entry.assetName ?? entry.assetId;
  const title = `${name} ${entry.planLabel ?? ''}`;
  const action = offer ? 'このご案内を辞退する' : '空き待ちの登録を取り消す';
  const confirmId = `${entry.id}-confirm`;
  // mutateAsync, not mutate's own onSuccess: the refreshed list drops the entry (this part
  // unmounts) before mutate's callbacks would run, and those of an unmounted part never do.
  const leaveNow = () =>
    void leave
      .mutateAsync({ brandId, entryId: entry.id })
      .then(() =>
        onLeft(
          offer
            ? `${name} 区画 ${offer.label} のご案内を辞退しました。次にお待ちの方へご案内します。確認のメールをお送りしました。`
            : `${name}の空き待ちの登録を取り消しました。確認のメールをお送りしました。`,
        ),
      )
      // Shown by leave.isError below.
      .catch(() => undefined);
  return (
    <article className="waitlist-entry" aria-label={title}>
      <h3>
        <Link to={paths.brand.asset.href(brandId, entry.assetId)}>{name}</Link>
      </h3>
      <p>{entry.planLabel}</p>
      {offer ? (
        <>
          <p className="waitlist-position">区画 {offer.label} をご案内中です</p>
          <p>
            お申し込みの期限：{formatDateTime(offer.until)}
            まで。期限までは、お客さまだけがお申し込みいただけます。期限を過ぎると、次にお待ちの方へご案内します。
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
            以降。空きが出ましたら順番にメールでご案内し、ご案内した区画は
            {hold ? `ご案内から${hold}` : '期限まで'}
            お客さまのためにお取りします。
          </p>
        </>
      )}
      <div className="waitlist-entry__actions">
        {confirming ? (
          <div className="waitlist-entry__confirm" role="group" aria-labelledby={confirmId}>
            {/* What the step does, before it is taken (issue 39): it ends the entry. */}
            <p id={confirmId}>
              {offer
                ? `辞退すると、区画 ${offer.label} は次にお待ちの方へご案内され、このプランの空き待ちの登録も終わります（順番はなくなります）。辞退したことはメールでお知らせします。`
                : `取り消すと、このプランの空き待ちの順番（${entry.position ?? '-'}番目）はなくなります。もう一度登録すると、最後尾からになります。取り消したことはメールでお知らせします。`}
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={leave.isPending}
              onClick={leaveNow}
            >
              {offer ? '辞退する' : '登録を取り消す'}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {offer ? '辞退しない' : '取り消さない'}
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {action}
          </button>
        )}
      </div>
      {leave.isError ? (
        <p role="alert">
          {offer ? '辞退できませんでした。' : '取り消せませんでした。'}
          時間をおいてもう一度お試しください。
        </p>
      ) : null}
    </article>
  );
}

/** マイユニットの「空き待ち」: the customer's place in each line, an open offer, leave/decline. */
export function MyWaitlist({ brandId, uid }: MyWaitlistProps) {
  const entries = useMyWaitlist(brandId, uid);
  const settings = useWaitlistSettings(brandId);
  const [left, setLeft] = useState('');
  if (entries.isPending) return <p>読み込み中…</p>;
  if (entries.isError) return <p role="alert">空き待ちの登録を読み込めませんでした。</p>;
  const active = entries.data.filter((e) => e.status === 'waiting' || e.status === 'offered');
  const hold = settings.data ? holdTimeText(settings.data.holdHours) : null;
  return (
    <div>
      <p role="status" className={left ? 'waitlist-entry__done' : 'visually-hidden'}>
        {left}
      </p>
      {active.length === 0 ? (
        <p>空き待ちの登録はありません。満室のプランは、物件のページから空き待ちに登録できます。</p>
      ) : (
        active.map((entry) => (
          <Entry key={entry.id} brandId={brandId} entry={entry} hold={hold} onLeft={setLeft} />
        ))
      )}
    </div>
  );
}
