import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from '../markdown-content';

function renderMarkdown(body: string, headingShift: 0 | 1 = 0) {
  const router = createMemoryRouter([
    { path: '/', element: <MarkdownContent headingShift={headingShift}>{body}</MarkdownContent> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('MarkdownContent', () => {
  it('gives headings ids, so a #hash link scrolls to them', () => {
    renderMarkdown('## 第1条（目的）\n\n本文\n\n### 解約について');
    expect(screen.getByRole('heading', { level: 2, name: '第1条（目的）' }).id).toBe('第1条目的');
    expect(screen.getByRole('heading', { level: 3, name: '解約について' }).id).toBe('解約について');
  });

  it('renders GFM tables inside a scrolling box', () => {
    const { container } = renderMarkdown(
      '| 項目 | 内容 |\n| --- | --- |\n| 会社名 | 株式会社ソラ |',
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '株式会社ソラ' })).toBeInTheDocument();
    expect(container.querySelector('.markdown__table > table')).not.toBeNull();
  });

  it('drops raw HTML instead of rendering it', () => {
    const { container } = renderMarkdown(
      '前<script>alert(1)</script><img src=x onerror=alert(1)>後',
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('前');
  });

  it('keeps site links inside the app and leaves others as plain links', () => {
    renderMarkdown('[お問い合わせ](/sorakura/contact) と [外部](https://example.com)');
    expect(screen.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute(
      'href',
      '/sorakura/contact',
    );
    expect(screen.getByRole('link', { name: '外部' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
  });

  it('pushes headings one level down inside a section that has its own heading', () => {
    renderMarkdown('## ご相談の流れ\n\n### 現地調査', 1);
    expect(screen.getByRole('heading', { level: 3, name: 'ご相談の流れ' }).id).toBe('ご相談の流れ');
    expect(screen.getByRole('heading', { level: 4, name: '現地調査' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('never renders a second <h1>: a # heading in a body starts at <h2>', () => {
    renderMarkdown('# ソラクラ 利用規約\n\n## 第1条');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'ソラクラ 利用規約' }),
    ).toBeInTheDocument();
  });

  it('joins Japanese lines of one paragraph without the space Markdown would put there', () => {
    const { container } = renderMarkdown(
      '区画を掲載しています。\n実際の区画をご覧ください。\nSee it.',
    );
    expect(container.querySelector('p')?.textContent).toBe(
      '区画を掲載しています。実際の区画をご覧ください。\nSee it.',
    );
  });

  it('never keeps a javascript: link a body may carry', () => {
    const { container } = renderMarkdown('[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1))');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toHaveLength(2);
    expect(hrefs.some((href) => /javascript/i.test(href))).toBe(false);
  });
});
