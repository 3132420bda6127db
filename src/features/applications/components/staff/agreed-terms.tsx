import { useState } from 'react';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { useTermsVersion } from '@/features/content/api/admin-get-terms-version';
import './agreed-terms.css';

export type AgreedTermsProps = { brandId: string; version: number };

/**
 * One 版 of the 利用規約 — the one an application agreed to, or one of これまでの版 on the terms
 * editor: the 版 number, and its text as it was saved, read when staff open it (issue 19,
 * item 12). A 版 saved before the versions were kept says so.
 */
export function AgreedTerms({ brandId, version }: AgreedTermsProps) {
  const [open, setOpen] = useState(false);
  const terms = useTermsVersion(brandId, version, open);
  return (
    <details className="agreed-terms" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>第{version}版（本文を表示）</summary>
      {terms.isPending ? (
        <p className="admin-hint">読み込んでいます…</p>
      ) : terms.isError ? (
        <p className="admin-error" role="alert">
          利用規約の第{version}版を読み込めませんでした。通信状態を確認して、開き直してください。
        </p>
      ) : terms.data === null ? (
        <p className="admin-hint">
          第{version}版の本文は保存されていません（版の記録を始める前に保存された版です）。
        </p>
      ) : (
        <div
          className="agreed-terms__text"
          role="region"
          aria-label={`利用規約 第${version}版`}
          tabIndex={0}
        >
          <MarkdownContent headingShift={1}>{terms.data.body}</MarkdownContent>
        </div>
      )}
    </details>
  );
}
