import { useId, useMemo, useRef, useState } from 'react';
import type { Faq } from '@/lib/model/faq';
import { foldSearchTerms, foldSearchText } from '@/utils/fold-search-text';
import { useHydrated } from '@/hooks/page-head';
import './faq-list.css';

/** An FAQ entry as the list needs it (the stored document plus its id). */
export type FaqListItem = Pick<Faq, 'question' | 'answer' | 'category'> & { id: string };

export type FaqListProps = {
  /** Published questions in display order (sortOrder ascending). */
  faqs: readonly FaqListItem[];
};

const uncategorised = 'その他';

type FaqGroup = { category: string; faqs: FaqListItem[] };

/** Case, width, hiragana/katakana and spacing do not matter to the search (foldSearchText). */
const searchable = foldSearchText;
const searchTerms = foldSearchTerms;

/** Every term appears in the question or the answer. */
function matches(faq: FaqListItem, terms: readonly string[]): boolean {
  const text = searchable(`${faq.category}\n${faq.question}\n${faq.answer}`);
  return terms.every((term) => text.includes(term));
}

/** Groups by 分類 in the order each first appears; an empty 分類 is その他. */
function groupByCategory(faqs: readonly FaqListItem[]): FaqGroup[] {
  const groups = new Map<string, FaqListItem[]>();
  for (const faq of faqs) {
    const category = faq.category.trim() || uncategorised;
    const group = groups.get(category);
    if (group) group.push(faq);
    else groups.set(category, [faq]);
  }
  return [...groups].map(([category, items]) => ({ category, faqs: items }));
}

/**
 * よくある質問: grouped by 分類, each question a native disclosure (keyboard and screen
 * readers get expand/collapse for free), with a search box that narrows the list as you type.
 * While searching, a question whose answer holds the words is opened so the match is visible.
 */
export function FaqList({ faqs }: FaqListProps) {
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // Until the app has taken the page's HTML over, its controls do nothing: inert meanwhile.
  const hydrated = useHydrated();
  const terms = useMemo(() => searchTerms(query), [query]);
  const searching = terms.length > 0;
  const shown = useMemo(
    () => (searching ? faqs.filter((faq) => matches(faq, terms)) : faqs),
    [faqs, terms, searching],
  );
  const groups = useMemo(() => groupByCategory(shown), [shown]);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  if (faqs.length === 0) {
    return <p className="faq-list__empty">現在掲載しているご質問はありません。</p>;
  }

  return (
    <div className="faq-list">
      <search className="faq-list__search" inert={!hydrated}>
        <label className="faq-list__label" htmlFor={inputId}>
          キーワードで質問を探す
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="search-input faq-list__input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="例：法人、24時間"
          autoComplete="off"
          enterKeyHint="search"
        />
      </search>
      <p className="faq-list__count" role="status" aria-live="polite">
        {searching
          ? shown.length > 0
            ? `${shown.length}件の質問が見つかりました`
            : '該当する質問はありません'
          : `${faqs.length}件の質問があります`}
      </p>

      {shown.length === 0 ? (
        <div className="faq-list__no-result">
          <p>{`「${query.trim()}」に当てはまる質問は見つかりませんでした。別の言葉でお試しください。`}</p>
          <button type="button" className="faq-list__clear" onClick={clear}>
            検索をクリア
          </button>
        </div>
      ) : (
        groups.map((group, index) => (
          <section
            key={group.category}
            className="faq-list__group"
            aria-labelledby={`${headingId}-${index}`}
          >
            <h2 id={`${headingId}-${index}`} className="faq-list__category">
              {group.category}
            </h2>
            <ul className="faq-list__items">
              {group.faqs.map((faq) => {
                // Opened while searching when the words are in the answer, so the reason is visible.
                const answerMatches =
                  searching && terms.some((term) => searchable(faq.answer).includes(term));
                return (
                  <li key={faq.id}>
                    <details className="faq-list__item" open={answerMatches || undefined}>
                      <summary className="faq-list__question">
                        <span className="faq-list__mark" aria-hidden="true">
                          Q
                        </span>
                        <span>{faq.question}</span>
                      </summary>
                      <div className="faq-list__answer">
                        <span className="faq-list__mark faq-list__mark--answer" aria-hidden="true">
                          A
                        </span>
                        <p>{faq.answer}</p>
                      </div>
                    </details>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
