import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from '../faq-list';
import type { FaqListItem } from '../faq-list';

const faqs: FaqListItem[] = [
  {
    id: 'f1',
    category: 'お申し込み',
    question: '申し込みに必要なものは何ですか？',
    answer: 'メールアドレスとお名前、ご住所が必要です。',
  },
  {
    id: 'f2',
    category: '',
    question: '運営会社はどこですか？',
    answer: '各ブランドの会社概要をご覧ください。',
  },
  {
    id: 'f3',
    category: 'お支払い',
    question: '支払方法を教えてください。',
    answer: 'クレジットカード（VISA・JCB）と口座振替をご利用いただけます。',
  },
  {
    id: 'f4',
    category: 'お申し込み',
    question: '法人でも契約できますか？',
    answer: 'はい、ご契約いただけます。',
  },
  {
    id: 'f5',
    category: 'その他',
    question: '駐車場はありますか？',
    answer: '物件によって異なります。',
  },
];

function groupHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

function questionsIn(category: string) {
  const section = screen.getByRole('region', { name: category });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('summary')?.textContent);
}

describe('FaqList', () => {
  it('groups by category in order of first appearance, empty categories under その他', () => {
    render(<FaqList faqs={faqs} />);
    expect(groupHeadings()).toEqual(['お申し込み', 'その他', 'お支払い']);
    expect(questionsIn('お申し込み')).toEqual([
      'Q申し込みに必要なものは何ですか？',
      'Q法人でも契約できますか？',
    ]);
    // An empty 分類 and one named その他 are the same group, in sortOrder.
    expect(questionsIn('その他')).toEqual(['Q運営会社はどこですか？', 'Q駐車場はありますか？']);
    expect(screen.getByRole('status')).toHaveTextContent('5件の質問があります');
  });

  // A native <details>/<summary>: the browser gives it Enter/Space and the expanded state.
  it('shows each question as a closed disclosure that opens on activation', async () => {
    const user = userEvent.setup();
    render(<FaqList faqs={faqs} />);
    const summary = screen.getByText('法人でも契約できますか？').closest('summary')!;
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('はい、ご契約いただけます。')).toBeVisible();
  });

  it('filters questions and answers as you type, ignoring case and full/half width', async () => {
    const user = userEvent.setup();
    render(<FaqList faqs={faqs} />);
    const search = screen.getByRole('searchbox', { name: 'キーワードで質問を探す' });

    await user.type(search, '契約');
    expect(screen.getByRole('status')).toHaveTextContent('1件の質問が見つかりました');
    expect(groupHeadings()).toEqual(['お申し込み']);
    expect(questionsIn('お申し込み')).toEqual(['Q法人でも契約できますか？']);

    // Full-width ｖｉｓａ finds "VISA" in an answer; that answer is opened to show why.
    await user.clear(search);
    await user.type(search, 'ｖｉｓａ');
    expect(screen.getByRole('status')).toHaveTextContent('1件の質問が見つかりました');
    const details = screen.getByText('支払方法を教えてください。').closest('details')!;
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/クレジットカード/)).toBeVisible();

    // Several words: every one must appear.
    await user.clear(search);
    await user.type(search, 'ご契約　はい');
    expect(screen.getByRole('status')).toHaveTextContent('1件の質問が見つかりました');
    await user.clear(search);
    await user.type(search, 'ご契約 カード');
    expect(screen.getByRole('status')).toHaveTextContent('該当する質問はありません');
  });

  it('says when nothing matches and clears the search from a button', async () => {
    const user = userEvent.setup();
    render(<FaqList faqs={faqs} />);
    const search = screen.getByRole('searchbox', { name: 'キーワードで質問を探す' });
    await user.type(search, 'ペット');
    expect(screen.getByRole('status')).toHaveTextContent('該当する質問はありません');
    expect(
      screen.getByText(/「ペット」に当てはまる質問は見つかりませんでした/),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '検索をクリア' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(groupHeadings()).toEqual(['お申し込み', 'その他', 'お支払い']);
    expect(screen.getByRole('status')).toHaveTextContent('5件の質問があります');
  });

  it('says so when there are no questions at all', () => {
    render(<FaqList faqs={[]} />);
    expect(screen.getByText('現在掲載しているご質問はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
