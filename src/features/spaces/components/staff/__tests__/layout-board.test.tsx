import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { spaceFixture } from '@/testing/my-unit-fixtures';
import type { LayoutRect } from '../../../layout-geometry';
import type { SpaceWithId } from '../../../api/get-asset-spaces';
import { LayoutBoard } from '../layout-board';

const space = (id: string, floor: number | null, layout: LayoutRect | null): SpaceWithId => ({
  ...spaceFixture({ label: id, floor, layout, status: 'available' }),
  id,
});

/** Two floors of a building sharing one plan, 1A-01 and 2A-01 at the same spot. */
const spaces = [
  space('1A-01', 1, { x: 10, y: 10, w: 20, h: 20 }),
  space('1B-02', 1, null),
  space('2A-01', 2, { x: 10, y: 10, w: 20, h: 20 }),
  space('2B-02', 2, null),
  space('2C-03', 2, null),
];

function Board({ items }: { items: SpaceWithId[] }) {
  const [rects, setRects] = useState(new Map(items.map((s) => [s.id, s.layout])));
  return (
    <LayoutBoard
      layoutImagePath="brands/x/assets/y/layout.png"
      spaces={items}
      positionOf={(s) => rects.get(s.id) ?? null}
      onChange={(id, rect) => setRects((current) => new Map(current).set(id, rect))}
    />
  );
}

const rectsOnPlan = () =>
  within(screen.getByRole('group', { name: /^区画図の上の区画/ }))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('data-space-id'));

describe('LayoutBoard', () => {
  it('places spaces a floor at a time, each floor on the whole plan', async () => {
    const user = userEvent.setup();
    render(<Board items={spaces} />);
    const floors = screen.getByRole('group', { name: '表示する階' });
    expect(
      within(floors)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1階、未配置 1', '2階、未配置 2']);
    expect(screen.getByRole('group', { name: '区画図の上の区画、1階' })).toBeInTheDocument();
    expect(rectsOnPlan()).toEqual(['1A-01']);
    expect(screen.getByRole('heading', { name: '1階の未配置の区画（1）' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2B-02 を配置' })).toBeNull();

    await user.click(within(floors).getByRole('button', { name: /^2階/ }));
    expect(rectsOnPlan()).toEqual(['2A-01']);
    await user.click(screen.getByRole('button', { name: '2B-02 を配置' }));
    expect(rectsOnPlan()).toEqual(['2A-01', '2B-02']);
    expect(screen.getByRole('heading', { name: '選択中: 区画 2B-02' })).toBeInTheDocument();
    expect(within(floors).getByRole('button', { name: /^2階/ })).toHaveTextContent('2階、未配置 1');
    expect(screen.getByRole('button', { name: /^2階/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no floor switcher when every space is on one floor', () => {
    render(<Board items={spaces.filter((s) => s.floor === 1)} />);
    expect(screen.queryByRole('group', { name: '表示する階' })).toBeNull();
    expect(screen.getByRole('group', { name: '区画図の上の区画' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '未配置の区画（1）' })).toBeInTheDocument();
  });
});
