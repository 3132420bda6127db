import './content-admin.css';

const examples = [
  { what: '見出し', how: '## ご利用について', note: '行の先頭に「## 」（小見出しは「### 」）' },
  {
    what: '箇条書き',
    how: '- 24時間ご利用いただけます\n- 駐車場があります',
    note: '行の先頭に「- 」',
  },
  { what: '番号付きの箇条書き', how: '1. お申し込み\n2. 審査', note: '行の先頭に「1. 」' },
  {
    what: '表',
    how: '| 項目 | 内容 |\n| --- | --- |\n| 事業者名 | 株式会社そらくら |',
    note: '「|」で区切り、2行目に「| --- |」',
  },
  {
    what: 'リンク',
    how: '[お問い合わせ](/sorakura/contact)',
    note: '[表示する文字](アドレス)',
  },
  { what: '太字', how: '**重要**', note: '「**」で囲む' },
] as const;

/**
 * How to write the markdown of a page body, shown under the field: the few forms staff need
 * (見出し, 箇条書き, 表, リンク). A blank line starts a new paragraph.
 */
export function MarkdownHelp() {
  return (
    <details className="markdown-help">
      <summary>書き方（見出し・箇条書き・表・リンク）</summary>
      <p className="admin-hint">空行をはさむと段落が分かれます。HTMLのタグは表示されません。</p>
      <table className="markdown-help__table">
        <caption className="visually-hidden">本文の書き方の例</caption>
        <thead>
          <tr>
            <th scope="col">書きたいもの</th>
            <th scope="col">書き方の例</th>
          </tr>
        </thead>
        <tbody>
          {examples.map((example) => (
            <tr key={example.what}>
              <th scope="row">{example.what}</th>
              <td>
                <pre className="markdown-help__code">
                  <code>{example.how}</code>
                </pre>
                <span className="admin-hint">{example.note}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
