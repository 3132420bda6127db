import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { lookupPostalCode, type PostalPlace } from '@/lib/postal/lookup-postal-code';
import { normalizePostalCode } from '@/utils/normalize-input';
import { TextField } from './text-field';

/** The names of the fields the lookup fills in. */
export type PostalTargets = { prefecture: string; city: string; addressLine: string };

export type PostalCodeFieldProps = {
  name: string;
  fill: PostalTargets;
  label?: ReactNode;
  required?: boolean;
  className?: string;
  /** The lookup (tests inject one; the site uses the offline postal data). */
  lookup?: (code: string, options: { signal: AbortSignal }) => Promise<PostalPlace[]>;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'filled'; place: PostalPlace }
  | { kind: 'choose'; places: PostalPlace[] }
  | { kind: 'none' }
  | { kind: 'failed' };

const placeLabel = (place: PostalPlace) => `${place.prefecture}${place.city}${place.town}`;

/**
 * 郵便番号 with the address filled in as soon as seven digits are typed (offline postal data,
 * one small file per three-digit prefix). One match fills 都道府県, 市区町村 and the town into
 * 番地 (only when 番地 is empty or still holds the previous fill); several matches offer a choice;
 * none or a failed lookup says so and the person types the address.
 */
export function PostalCodeField({
  name,
  fill,
  label = '郵便番号',
  required,
  className,
  lookup = lookupPostalCode,
}: PostalCodeFieldProps) {
  const { setValue, getValues } = useFormContext();
  const value = useWatch({ name }) as unknown;
  // Only what the person types starts a lookup: a code that came with the form (a saved
  // profile, a prefill) already has its address, which may have been corrected by hand.
  // (Tracked by input events: subscribing to dirtyFields would change how react-hook-form
  // judges other fields dirty, and a prefill skips dirty fields.)
  const [typed, setTyped] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const lastCode = useRef<string | null>(null);
  const lastFilledTown = useRef<string | null>(null);

  const apply = (place: PostalPlace) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue(fill.prefecture, place.prefecture, options);
    setValue(fill.city, place.city, options);
    const line = getValues(fill.addressLine) as unknown;
    // The 町名 filled by an earlier lookup (with or without the 番地 typed after it) belongs to
    // the earlier code: a new code replaces it (issue 19.7, no mixed address). A line typed
    // from scratch is kept.
    const last = lastFilledTown.current;
    if (
      typeof line !== 'string' ||
      line === '' ||
      (last !== null && last !== '' && line.startsWith(last)) ||
      line === last
    ) {
      setValue(fill.addressLine, place.town, options);
      lastFilledTown.current = place.town;
    }
    setStatus({ kind: 'filled', place });
  };

  const code = typeof value === 'string' ? normalizePostalCode(value) : '';
  const complete = /^\d{3}-\d{4}$/.test(code);

  useEffect(() => {
    if (!typed || !complete || code === lastCode.current) return;
    lastCode.current = code;
    const controller = new AbortController();
    setStatus({ kind: 'looking' });
    lookup(code.replace('-', ''), { signal: controller.signal }).then(
      (places) => {
        if (controller.signal.aborted) return;
        if (places.length === 0) setStatus({ kind: 'none' });
        else if (places.length === 1) apply(places[0]!);
        else setStatus({ kind: 'choose', places });
      },
      () => {
        if (!controller.signal.aborted) setStatus({ kind: 'failed' });
      },
    );
    return () => controller.abort();
    // `apply` reads the latest form values when it runs; only a new code starts a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, complete, typed]);

  return (
    <TextField
      name={name}
      label={label}
      required={required}
      className={className}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="例：160-0022"
      hint="7桁の数字を入力すると住所を自動で入力します"
      normalize={normalizePostalCode}
      onInput={() => setTyped(true)}
      after={<PostalStatus status={status} onChoose={apply} />}
    />
  );
}

function PostalStatus({
  status,
  onChoose,
}: {
  status: Status;
  onChoose: (place: PostalPlace) => void;
}) {
  let message: ReactNode;
  switch (status.kind) {
    case 'looking':
      message = '住所を検索しています…';
      break;
    case 'filled':
      message = `住所を入力しました：${placeLabel(status.place)}`;
      break;
    case 'none':
      message = 'この郵便番号の住所が見つかりませんでした。住所を入力してください。';
      break;
    case 'failed':
      message = '住所を自動入力できませんでした。住所を入力してください。';
      break;
    default:
      message = null;
  }
  return (
    <>
      <p className="form-field__status" role="status">
        {message}
      </p>
      {status.kind === 'choose' ? (
        <div className="form-postal-choices">
          <p className="form-field__status">
            この郵便番号には複数の住所があります。該当するものを選んでください。
          </p>
          <ul className="form-postal-choices__list">
            {status.places.map((place) => (
              <li key={placeLabel(place)}>
                <button
                  type="button"
                  className="form-postal-choices__button"
                  onClick={() => onChoose(place)}
                >
                  {placeLabel(place)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
