import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { readAssetSpaces } from '@/features/spaces/api/read-asset-spaces';
import { firestore } from '@/lib/firebase-firestore';
import type { Asset } from '@/lib/model/asset';
import { planKeyOf } from '@/lib/model/plan-key-of';
import {
  waitlistStatusLabels,
  waitlistStepLabels,
  type WaitlistEntry,
} from '@/lib/model/waitlist-entry';
import { formatDateTime } from '@/utils/format-date-time';
import {
  useChangeWaitlist,
  useWaitlistQueue,
  type StaffWaitlistChange,
} from '../../api/waitlist-api';
import { recordSteps, WaitlistRecord, type RecordStep } from './waitlist-record';
import { WaitlistSettingsForm } from './waitlist-settings-form';
import '../waitlist.css';

export type WaitlistQueueProps = { brandId: string; asset: Asset };

function message(error: unknown): string {
  const text = (error as { message?: unknown } | null)?.message;
  return typeof text === 'string' && /[ぁ-んァ-ン一-龥]/.test(text)
    ? text
    : '操作できませんでした。';
}

function Row({
  entry,
  index,
  last,
  freeSpaces,
  run,
  busy,
}: {
  entry: WaitlistEntry;
  index: number;
  last: boolean;
  freeSpaces: { id: string; label: string }[];
  run: (change: StaffWaitlistChange) => void;
  busy: boolean;
}) {
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const [spaceId, setSpaceId] = useState('');
  const waiting = entry.status === 'waiting';
  const who = entry.name;
  return (
    <tr>
      <td>{waiting ? `${entry.position ?? index + 1}番目` : waitlistStatusLabels[entry.status]}</td>
      <td>
        {who}
        <br />
        <small>{entry.email}</small>
      </td>
      <td>{entry.startDate.replace(/-/g, '/')}〜</td>
      <td>{entry.note || '—'}</td>
      <td>
        {entry.offer && entry.status === 'offered'
          ? `区画 ${entry.offer.label}（${formatDateTime(entry.offer.until)}まで）`
          : '—'}
        <details>
          <summary>履歴</summary>
          <ol>
            {entry.history.map((step, i) => (
              <li key={i}>
                {formatDateTime(step.at)} {waitlistStepLabels[step.what]}
                {step.spaceId ? `（区画 ${step.spaceId}）` : ''}
                {step.reason ? `：${step.reason}` : ''}
              </li>
            ))}
          </ol>
        </details>
      </td>
      <td>
        <div className="waitlist-queue__actions">
          {waiting ? (
            <>
              <button
                type="button"
                className="button"
                disabled={busy || index === 0}
                aria-label={`${who} 様の順番を上げる`}
                onClick={() => run({ action: 'move', entryId: entry.id, direction: 'up' })}
              >
                ↑
              </button>
              <button
                type="button"
                className="button"
                disabled={busy || last}
                aria-label={`${who} 様の順番を下げる`}
                onClick={() => run({ action: 'move', entryId: entry.id, direction: 'down' })}
              >
                ↓
              </button>
            </>
          ) : null}
          {waiting && freeSpaces.length > 0 ? (
            <>
              <label>
                <span className="visually-hidden">{who} 様に案内する区画</span>
                <select value={spaceId} onChange={(e) => setSpaceId(e.target.value)}>
                  <option value="">区画を選ぶ</option>
                  {freeSpaces.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="button"
                disabled={busy || spaceId === ''}
                onClick={() => run({ action: 'offer', entryId: entry.id, spaceId })}
              >
                この区画を案内する
              </button>
            </>
          ) : null}
          {removing ? (
            <>
              <label>
                取り消す理由
                <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
              </label>
              <button
                type="button"
                className="button"
                disabled={busy || reason.trim() === ''}
                onClick={() => run({ action: 'remove', entryId: entry.id, reason })}
              >
                登録を取り消す
              </button>
              <button type="button" className="button" onClick={() => setRemoving(false)}>
                やめる
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setRemoving(true)}>
              取り消す…
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * 空き待ち of one asset, per plan (docs/waitlist.md): the line with positions, start dates and
 * notes, the open offers; staff move someone, remove them with a reason, or offer a free space
 * of the plan by hand. Below each line the record of its offers and endings, kept after people
 * leave it (filtered by kind). Every step is also in the customer's mail log.
 */
export function WaitlistQueue({ brandId, asset }: WaitlistQueueProps) {
  const queue = useWaitlistQueue(brandId, asset.assetNumber);
  const spaces = useQuery({
    queryKey: ['waitlist', brandId, 'spaces', asset.assetNumber],
    queryFn: () => readAssetSpaces(firestore, brandId, asset.assetNumber),
  });
  const change = useChangeWaitlist(brandId);
  const [filter, setFilter] = useState<RecordStep | 'all'>('all');
  const all = queue.data ?? [];
  const active = all.filter((e) => e.status === 'waiting' || e.status === 'offered');
  // Every plan anyone has waited for: a line that is empty now keeps its record.
  const plans = [...new Set(all.map((e) => e.planKey))].sort();
  const labels = new Map((spaces.data ?? []).map((s) => [s.id, s.label]));
  const spaceLabel = (spaceId: string) => labels.get(spaceId) ?? spaceId;
  return (
    <AdminSection
      title="空き待ち"
      description="満室のプランに登録しているお客さまです。空きが出ると、利用開始希望日が合う方へ順番に自動でご案内します。"
      className="waitlist-queue"
    >
      {queue.isPending ? (
        <p className="admin-hint">読み込んでいます…</p>
      ) : plans.length === 0 ? (
        <p className="admin-hint">この物件の空き待ちはいません。</p>
      ) : (
        <>
          <label className="waitlist-queue__filter">
            記録の種類
            <select
              value={filter}
              onChange={(event) => setFilter(event.target.value as RecordStep | 'all')}
            >
              <option value="all">すべて</option>
              {recordSteps.map((step) => (
                <option key={step} value={step}>
                  {waitlistStepLabels[step]}
                </option>
              ))}
            </select>
          </label>
          {plans.map((planKey) => {
            const planEntries = all.filter((e) => e.planKey === planKey);
            const title = planEntries[0]?.planLabel ?? planKey;
            const entries = active
              .filter((e) => e.planKey === planKey)
              .sort((a, b) =>
                a.status === b.status ? a.rank - b.rank : a.status === 'offered' ? -1 : 1,
              );
            const waitingCount = entries.filter((e) => e.status === 'waiting').length;
            const freeSpaces = (spaces.data ?? [])
              .filter((s) => s.status === 'available' && planKeyOf(s) === planKey)
              .map((s) => ({ id: s.id, label: s.label }));
            let waitingIndex = -1;
            return (
              <div key={planKey} className="waitlist-queue__plan">
                <h3>
                  {title}（空き待ち {waitingCount}人）
                </h3>
                {entries.length === 0 ? (
                  <p className="admin-hint">このプランの空き待ちは、いまはいません。</p>
                ) : (
                  /* A phone scrolls the table sideways inside its box, not the page. */
                  <div
                    className="waitlist-queue__scroll"
                    tabIndex={0}
                    role="group"
                    aria-label={`${title} の空き待ち（横にスクロールできます）`}
                  >
                    <table>
                      <caption className="visually-hidden">{title} の空き待ち</caption>
                      <thead>
                        <tr>
                          <th scope="col">順番</th>
                          <th scope="col">お名前</th>
                          <th scope="col">利用開始希望日</th>
                          <th scope="col">ご要望</th>
                          <th scope="col">ご案内</th>
                          <th scope="col">操作</th>
                        </tr>
                      </thead>
                      <tbody>
                        {entries.map((entry) => {
                          if (entry.status === 'waiting') waitingIndex += 1;
                          return (
                            <Row
                              key={entry.id}
                              entry={entry}
                              index={waitingIndex}
                              last={waitingIndex === waitingCount - 1}
                              freeSpaces={freeSpaces}
                              busy={change.isPending}
                              run={(c) => change.mutate(c)}
                            />
                          );
                        })}
                      </tbody>
                    </table>
                  </div>
                )}
                <WaitlistRecord
                  title={title}
                  entries={planEntries}
                  spaceLabel={spaceLabel}
                  filter={filter}
                />
              </div>
            );
          })}
        </>
      )}
      {change.isError ? <p role="alert">{message(change.error)}</p> : null}
      <WaitlistSettingsForm brandId={brandId} />
    </AdminSection>
  );
}
