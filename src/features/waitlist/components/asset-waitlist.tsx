import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { Form } from '@/components/form/form';
import { DateField } from '@/components/form/japanese-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { paths } from '@/config/paths';
import type { Asset } from '@/lib/model/asset';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { holdTimeText } from '@/lib/model/waitlist-entry';
import { spaceTypeLabels } from '@/lib/model/space';
import { formatJo } from '@/utils/format-jo';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import { todayInJapan } from '@/utils/today-in-japan';
import {
  useJoinWaitlist,
  useMyWaitlist,
  useWaitlistSettings,
  waitCountsQuery,
} from '../api/waitlist-api';
import './waitlist.css';

export type AssetWaitlistProps = {
  brandId: string;
  asset: Asset;
  /** Who is signed in (the route knows; features do not import each other). */
  auth: { ready: boolean; uid: string | null };
  /** ログイン・新規登録 in place, for a signed-out visitor who wants to join. */
  accountNeeded: ReactNode;
};

const joinSchema = z.object({
  name: z
    .string()
    .check(
      z.minLength(1, { error: 'お名前を入力してください' }),
      z.maxLength(50, { error: 'お名前は50文字以内で入力してください' }),
    ),
  startDate: calendarDateSchema,
  note: z.string().check(z.maxLength(500, { error: 'ご要望は500文字以内で入力してください' })),
});

/** A Japanese message for a refused join (the callable's own words when it gave some). */
function joinError(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /[ぁ-んァ-ン一-龥]/.test(message)
    ? message
    : '登録できませんでした。時間をおいてもう一度お試しください。';
}

function JoinForm({
  brandId,
  assetId,
  planKey,
  onJoined,
}: {
  brandId: string;
  assetId: string;
  planKey: string;
  onJoined: (position: number | null) => void;
}) {
  const join = useJoinWaitlist();
  const form = useZodForm(joinSchema, {
    defaultValues: { name: '', startDate: todayInJapan(), note: '' },
  });
  return (
    <Form
      form={form}
      label="空き待ちの登録"
      errorMessage={joinError}
      onSubmit={async (values) => {
        const { position } = await join.mutateAsync({ brandId, assetId, planKey, ...values });
        onJoined(position);
      }}
      className="waitlist-join__form"
    >
      <TextField name="name" label="お名前" autoComplete="name" required />
      <DateField
        name="startDate"
        variant="picker"
        label="利用開始希望日（この日以降で空きがあればご案内します）"
        min={todayInJapan()}
        required
      />
      <TextAreaField name="note" label="ご要望（任意）" rows={3} maxLength={500} />
      <SubmitButton sendingLabel="登録しています…">空き待ちに登録する</SubmitButton>
    </Form>
  );
}

/**
 * 空き待ち on an asset page: each plan with no free space says 「満室・空き待ち n人」, and a
 * signed-in customer (or one who signs up right here) joins its line and sees their place.
 * Loaded after the page's content (docs/waitlist.md: nothing of it is in the first load).
 */
export function AssetWaitlist({ brandId, asset, auth, accountNeeded }: AssetWaitlistProps) {
  const id = useId();
  // The counts are read when the section comes into view: a first load reads nothing its HTML
  // did not carry. Until then 「–人」 holds their place, the figure in a box one digit wide
  // (nothing moves when a count below 10 arrives: the layout-shift check of public-html.test).
  const section = useRef<HTMLElement>(null);
  const [seen, setSeen] = useState(false);
  // How long an offer is held, said before anyone joins (the brand's setting).
  const settings = useWaitlistSettings(brandId);
  const shown = settings.data !== undefined;
  useEffect(() => {
    const target = section.current;
    if (!target || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen, shown]);
  const counts = useQuery({ ...waitCountsQuery(brandId, asset.assetNumber), enabled: seen });
  const mine = useMyWaitlist(brandId, auth.uid);
  const [open, setOpen] = useState<string | null>(null);
  const [joined, setJoined] = useState<{ planKey: string; position: number | null } | null>(null);
  const full = Object.entries(asset.plans)
    .filter(([, plan]) => plan.available === 0)
    .sort(([, a], [, b]) => a.areaM2 - b.areaM2 || a.monthlyFee - b.monthlyFee);
  // The whole section at once, with the brand's hold time in it: nothing moves after.
  if (full.length === 0 || !settings.data) return null;
  const hold = holdTimeText(settings.data.holdHours);
  const myunit = paths.brand.myunit.href(brandId);
  return (
    <section ref={section} id="waitlist" className="waitlist" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>満室のプランと空き待ち</h2>
      <p className="waitlist__lead">
        満室のプランは、空き待ちに登録できます。空きが出ると順番にメールでご案内し、ご案内した区画は
        <strong>ご案内から{hold}</strong>
        お客さまのためにお取りします。その間にお申し込みがなければ、次にお待ちの方へご案内します。
      </p>
      <ul className="waitlist__plans">
        {full.map(([planKey, plan]) => {
          const waiting = counts.data ? (counts.data[planKey]?.waiting ?? 0) : '–';
          const entry = mine.data?.find(
            (e) =>
              e.assetId === asset.assetNumber &&
              e.planKey === planKey &&
              (e.status === 'waiting' || e.status === 'offered'),
          );
          const label = `${spaceTypeLabels[plan.type]} ${formatJo(plan.areaM2)}（${plan.areaM2}㎡）`;
          return (
            <li key={planKey} className="waitlist__plan" aria-label={label}>
              <p className="waitlist__plan-name">
                {label}
                <span className="waitlist__fee">月額 {formatYenTaxIncluded(plan.monthlyFee)}</span>
              </p>
              <p className="waitlist__count">
                <strong>
                  満室・空き待ち <span className="waitlist__n">{waiting}</span>人
                </strong>
              </p>
              {joined?.planKey === planKey ? (
                <p className="waitlist__mine" role="status">
                  空き待ちに登録しました。
                  {joined.position !== null ? `現在${joined.position}番目です。` : ''}
                  確認メールをお送りしました。順番は<Link to={myunit}>マイユニット</Link>
                  でいつでも確認できます。
                </p>
              ) : entry ? (
                <p className="waitlist__mine">
                  {entry.status === 'offered'
                    ? 'お客さまに区画をご案内中です。'
                    : `空き待ちに登録済み（${entry.position ?? '-'}番目）です。`}
                  <Link to={myunit}>マイユニットで確認する</Link>
                </p>
              ) : open === planKey ? (
                <div className="waitlist-join">
                  {!auth.ready ? (
                    <p>読み込み中…</p>
                  ) : auth.uid === null ? (
                    accountNeeded
                  ) : (
                    <JoinForm
                      brandId={brandId}
                      assetId={asset.assetNumber}
                      planKey={planKey}
                      onJoined={(position) => setJoined({ planKey, position })}
                    />
                  )}
                </div>
              ) : (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setOpen(planKey)}
                >
                  空き待ちに登録する
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
