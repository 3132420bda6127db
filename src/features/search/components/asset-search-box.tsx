import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchParam } from '../search-param';
import { useHydrated } from '@/hooks/page-head';
import './asset-search.css';

/** The results (and the search's data code) load only once someone types: not on first load. */
const loadResults = () => import('./asset-search-results');
const AssetSearchResults = lazy(() =>
  loadResults().then((m) => ({ default: m.AssetSearchResults })),
);

/** Waits this long after the last key before searching (one read per pause, not per key). */
const typingPauseMs = 300;

export type AssetSearchBoxProps = {
  /** The heading level's text above the box is the caller's; this labels the input. */
  label?: string;
};

/**
 * 駅名・地名・物件名・物件番号 search across every published brand: hiragana, katakana and
 * half-width typing all find the same assets (foldSearchText); results link to asset pages.
 */
export function AssetSearchBox({ label = '駅名・地名・物件名で探す' }: AssetSearchBoxProps) {
  const inputId = useId();
  const hintId = useId();
  // The search lives in the address (`?q=`): Back from a result and a shared link show it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get(searchParam) ?? '';
  const [typed, setTyped] = useState(text);
  // Until the app has taken the page's HTML over, its controls do nothing: inert meanwhile.
  const hydrated = useHydrated();
  const setText = useCallback(
    (next: string) => {
      if (next.trim() === text.trim()) return;
      // Replacing the entry: typing is not a trail of pages; the page's other parameters stay.
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.trim()) params.set(searchParam, next.trim());
          else params.delete(searchParam);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [text, setSearchParams],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => setText(typed), typingPauseMs);
    return () => window.clearTimeout(timer);
  }, [typed, setText]);

  return (
    <search className="asset-search" inert={!hydrated}>
      <form
        className="asset-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          setText(typed);
        }}
      >
        <label className="asset-search__label" htmlFor={inputId}>
          {label}
        </label>
        <p className="asset-search__hint" id={hintId}>
          ひらがな・カタカナでも探せます（例：三軒茶屋、さんげんぢゃや、SK-101）
        </p>
        <div className="asset-search__row">
          <input
            id={inputId}
            className="search-input asset-search__input"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onFocus={() => void loadResults()}
            aria-describedby={hintId}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button asset-search__submit">
            検索
          </button>
        </div>
      </form>
      {text.trim() ? (
        <Suspense
          fallback={
            <p className="asset-search__status" role="status">
              検索しています…
            </p>
          }
        >
          <AssetSearchResults text={text} />
        </Suspense>
      ) : null}
    </search>
  );
}
