import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoOrderList } from '../photo-order-list';
import { moveItem } from '../../../move-item';

const photos = [
  'brands/b/assets/A-1/photo-1.webp',
  'brands/b/assets/A-1/photo-2.webp',
  'brands/b/assets/A-1/photo-3.webp',
];

function Harness({ onDelete = () => {} }: { onDelete?: (path: string) => void }) {
  const [order, setOrder] = useState(photos);
  return (
    <PhotoOrderList
      paths={order}
      assetName="テスト物件"
      onMove={(from, to) => setOrder((current) => moveItem(current, from, to))}
      onDelete={onDelete}
    />
  );
}

/** 「前へ（2枚目の写真）」: jsdom puts a space before the visually hidden part. */
const action = (label: string, n: number) => new RegExp(`^${label}\\s?（${n}枚目の写真）$`);

function shownOrder(): string[] {
  const list = screen.getByRole('list', { name: '写真の並び順' });
  return within(list)
    .getAllByRole('img')
    .map((img) => decodeURIComponent(img.getAttribute('src') ?? '').replace(/^.*\/o\/|\?.*$/g, ''));
}

describe('PhotoOrderList', () => {
  it('shows the photos in order with the first as the main one, thumbnails first', () => {
    render(<Harness />);
    expect(shownOrder()).toEqual(photos.map((p) => p.replace('.webp', '-thumb.webp')));
    expect(screen.getByRole('img', { name: 'テスト物件の写真（1枚目）' })).toBeInTheDocument();
    expect(screen.getByText('メイン')).toBeInTheDocument();
  });

  it('moves a photo with 前へ and 後へ, keeping the focus on the moved photo', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: action('後へ', 1) }));
    expect(shownOrder()).toEqual(
      [photos[1], photos[0], photos[2]].map((p) => p!.replace('.webp', '-thumb.webp')),
    );
    // The photo that moved is now the second; its 後へ keeps the focus.
    expect(screen.getByRole('button', { name: action('後へ', 2) })).toHaveFocus();
    expect(screen.getByText('写真を2枚目に移動しました')).toHaveAttribute('role', 'status');

    await user.keyboard('{Enter}');
    expect(shownOrder()[2]).toBe(photos[0]!.replace('.webp', '-thumb.webp'));
    // At the end 後へ is disabled: 前へ of the same photo takes the focus.
    expect(screen.getByRole('button', { name: action('後へ', 3) })).toBeDisabled();
    expect(screen.getByRole('button', { name: action('前へ', 3) })).toHaveFocus();
  });

  it('cannot move the first photo forward or the last one back', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: action('前へ', 1) })).toBeDisabled();
    expect(screen.getByRole('button', { name: action('後へ', 3) })).toBeDisabled();
  });

  it('offers a keyboard drag handle per photo, and 削除 names the photo', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Harness onDelete={onDelete} />);
    const handle = screen.getByRole('button', { name: '2枚目の写真をドラッグして並べ替え' });
    expect(handle).toHaveAttribute('aria-roledescription', '並べ替えできる写真');
    expect(handle).toHaveAccessibleDescription(/スペースキーで写真を持ち上げ/);
    await user.click(screen.getByRole('button', { name: action('削除', 2) }));
    expect(onDelete).toHaveBeenCalledWith(photos[1]);
  });
});
