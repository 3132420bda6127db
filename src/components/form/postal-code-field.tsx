import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { lookupPostalCode, type PostalPlace } from '@/lib/postal/lookup-postal-code';
import {
  postalAddressProblem,
  postalAddressProblemMessage,
  unlistedPostalCodeConfirmLabel,
} from '@/lib/postal/postal-address-problem';
import { normalizePostalCode } from '@/utils/normalize-input';
import { useFormCheck } from './form-checks';
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
  /** No place for the code; `cleared`: the address an earlier code filled in was removed. */
  | { kind: 'none'; code: string; cleared: boolean }
  | { kind: 'failed' };

const placeLabel = (place: PostalPlace) => `${place.prefecture}${place.city}${place.town}`;

/**
 * 郵便番号 with the address filled in as soon as seven digits are typed (offline postal data,
 * one small file per three-digit prefix). One match fills 都道府県, 市区町村 and the town into
 * 番地 (only when 番地 is empty or still holds the previous fill); several matches offer a choice;
 * none or a failed lookup says so and the person types the address.
 *
 * A code and an address that do not belong together are never sent (issue 31, item 1): a code
 * the data does not know removes the address an earlier code filled in (it is that code's), and
 * on submit the form checks the code against the 都道府県 and 市区町村 (postalAddressProblem): a
 * known code with another city is refused; a code the data does not know — a typo, or a
 * brand-new code the data lacks — is sent only once the person ticks 「この郵便番号と住所で登録する」
 * (staff enter a new code the same way).
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
  // The place the last lookup filled in (its 都道府県 and 市区町村), to remove when a code the
  // data does not know replaces it.
  const lastFilledPlace = useRef<PostalPlace | null>(null);
  // The box that confirms a code the data does not know (shown when one is found).
  const [unlistedAsked, setUnlistedAsked] = useState(false);
  const [unlistedConfirmed, setUnlistedConfirmed] = useState(false);
  const confirmId = useId();

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
    lastFilledPlace.current = place;
    setStatus({ kind: 'filled', place });
  };

  /** Removes what the last lookup filled in (the person's own 番地 after the town stays). */
  const clearFilled = (): boolean => {
    const place = lastFilledPlace.current;
    if (!place) return false;
    const options = { shouldValidate: false, shouldDirty: true } as const;
    let cleared = false;
    if (getValues(fill.prefecture) === place.prefecture) {
      setValue(fill.prefecture, '', options);
      cleared = true;
    }
    if (getValues(fill.city) === place.city) {
      setValue(fill.city, '', options);
      cleared = true;
    }
    const line = getValues(fill.addressLine) as unknown;
    const town = lastFilledTown.current;
    if (typeof line === 'string' && town && line.startsWith(town)) {
      setValue(fill.addressLine, line.slice(town.length).trim(), options);
      cleared = true;
    }
    lastFilledPlace.current = null;
    lastFilledTown.current = null;
    return cleared;
  };

  const code = typeof value === 'string' ? normalizePostalCode(value) : '';
  const complete = /^\d{3}-\d{4}$/.test(code);

  // Another code asks for its own confirmation.
  const [confirmedFor, setConfirmedFor] = useState(code);
  if (confirmedFor !== code) {
    setConfirmedFor(code);
    setUnlistedConfirmed(false);
  }

  useFormCheck(async (values: FieldValues) => {
    const postalCode = normalizePostalCode(String(get(values, name) ?? ''));
    // A code that is not seven digits is the schema's to report.
    if (!/^\d{3}-\d{4}$/.test(postalCode)) return null;
    const address = {
      postalCode,
      prefecture: String(get(values, fill.prefecture) ?? ''),
      city: String(get(values, fill.city) ?? ''),
    };
    let places: PostalPlace[];
    try {
      places = await lookup(postalCode.replace('-', ''), { signal: new AbortController().signal });
    } catch {
      if (unlistedConfirmed) return null;
      setUnlistedAsked(true);
      return { name, message: postalAddressProblemMessage('unverified', address) };
    }
    const problem = postalAddressProblem(address, places);
    if (problem === null || (problem === 'unlisted' && unlistedConfirmed)) return null;
    if (problem === 'unlisted') setUnlistedAsked(true);
    return { name, message: postalAddressProblemMessage(problem, address, places) };
  });

  useEffect(() => {
    if (!typed || !complete || code === lastCode.current) return;
    lastCode.current = code;
    const controller = new AbortController();
    setStatus({ kind: 'looking' });
    lookup(code.replace('-', ''), { signal: controller.signal }).then(
      (places) => {
        if (controller.signal.aborted) return;
        if (places.length === 0) {
          // The address an earlier code filled in is that code's, not this one's.
          setStatus({ kind: 'none', code, cleared: clearFilled() });
          setUnlistedAsked(true);
        } else if (places.length === 1) apply(places[0]!);
        else setStatus({ kind: 'choose', places });
      },
      () => {
        if (controller.signal.aborted) return;
        setStatus({ kind: 'failed' });
        setUnlistedAsked(true);
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
      after={
        <>
          <PostalStatus status={status} onChoose={apply} />
          {unlistedAsked && complete && status.kind !== 'filled' && status.kind !== 'choose' ? (
            <div className="form-check form-postal-confirm">
              <div className="form-check__row">
                <input
                  id={confirmId}
                  className="form-check__box"
                  type="checkbox"
                  checked={unlistedConfirmed}
                  aria-describedby={`${confirmId}-hint`}
                  onChange={(event) => setUnlistedConfirmed(event.target.checked)}
                />
                <label className="form-check__label" htmlFor={confirmId}>
                  {unlistedPostalCodeConfirmLabel}
                </label>
              </div>
              <p id={`${confirmId}-hint`} className="form-field__hint">
                郵便番号のデータにない番号です（新しい番号などのとき）。郵便番号 {code}{' '}
                と、下に入力した住所に間違いがないときだけチェックしてください。
              </p>
            </div>
          ) : null}
        </>
      }
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
      message = status.cleared
        ? `郵便番号 ${status.code} の住所が見つかりませんでした。前の郵便番号で入力された住所は消しました。番号をお確かめのうえ、住所を入力してください。`
        : `郵便番号 ${status.code} の住所が見つかりませんでした。番号をお確かめのうえ、住所を入力してください。`;
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
