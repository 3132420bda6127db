import { lazy, Suspense, useEffect, useId, useState } from 'react';
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
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setText(typed), typingPauseMs);
    return () => window.clearTimeout(timer);
  }, [typed]);

  return (
    <search className="asset-search">
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
