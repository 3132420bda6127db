import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SpacePickerMap, type PickerSpace } from '../space-picker-map';

const spaces: PickerSpace[] = [
  { id: 'a', label: 'A-101', status: 'available', floor: 1, layout: { x: 0, y: 0, w: 10, h: 10 } },
  { id: 'b', label: 'A-102', status: 'reserved', floor: 1, layout: { x: 20, y: 0, w: 10, h: 10 } },
  { id: 'c', label: 'A-103', status: 'available', floor: 1, layout: { x: 40, y: 0, w: 10, h: 10 } },
  { id: 'd', label: 'B-201', status: 'occupied', floor: 2, layout: null },
];

/** Three floors on one plan, at the same spots (a building's floors share the plan). */
const floorSpaces: PickerSpace[] = (
  [
    ['b1', 'B-01', 'occupied', -1, 0],
    ['1a', '1A-01', 'available', 1, 0],
    ['1b', '1B-02', 'available', 1, 20],
    ['2a', '2A-03', 'occupied', 2, 0],
    ['2b', '2B-04', 'available', 2, 20],
    ['2c', '2C-05', 'reserved', 2, null],
  ] as const
).map(([id, label, status, floor, x]) => ({
  id,
  label,
  status,
  floor,
  layout: x === null ? null : { x, y: 0, w: 10, h: 10 },
}));

function Picker({
  countInLegend = false,
  items = spaces,
  selected = null,
}: {
  countInLegend?: boolean;
  items?: PickerSpace[];
  selected?: string | null;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(selected);
  return (
    <>
      <SpacePickerMap
        layoutImagePath="brands/x/assets/y/layout.png"
        spaces={items}
        selectedId={selectedId}
        onSelect={setSelectedId}
        nameOf={(space) => `区画 ${space.label}`}
        groupLabel="区画図"
        countInLegend={countInLegend}
      />
      {/* Stands in for the asset page's table: choosing there selects on the map. */}
      {items.map((space) => (
        <button key={space.id} type="button" onClick={() => setSelectedId(space.id)}>
          表で{space.label}を選ぶ
        </button>
      ))}
    </>
  );
}

const mapLabels = () =>
  within(screen.getByRole('group', { name: /^区画図/ }))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('SpacePickerMap', () => {
  it('draws only placed spaces, at their rectangles, with one tab stop', () => {
    render(<Picker />);
    expect(screen.queryByRole('group', { name: '表示する階' })).toBeNull();
    const group = screen.getByRole('group', { name: '区画図' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '区画 A-101',
      '区画 A-102',
      '区画 A-103',
    ]);
    expect(buttons[1]).toHaveStyle({ left: '20%', top: '0%', width: '10%', height: '10%' });
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves with the arrow keys, Home and End, and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.tab();
    expect(screen.getByRole('button', { name: '区画 A-101' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '区画 A-102' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '区画 A-103' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '区画 A-101' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    const chosen = screen.getByRole('button', { name: '区画 A-103' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen.tabIndex).toBe(0);
  });

  it('has a legend of every status, with counts when asked', () => {
    const { unmount } = render(<Picker />);
    expect(screen.getByText('空き').closest('li')).toHaveTextContent('○空き');
    unmount();
    render(<Picker countInLegend />);
    expect(screen.getByText(/^空き/).closest('li')).toHaveTextContent('○空き（2）');
    expect(screen.getByText(/^契約中/).closest('li')).toHaveTextContent('×契約中（1）');
  });

  it('shows spaces on several floors one floor at a time, the floor named on the plan', async () => {
    const user = userEvent.setup();
    render(<Picker items={floorSpaces} countInLegend />);
    const floors = screen.getByRole('group', { name: '表示する階' });
    expect(
      within(floors)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['地下1階、空き0', '1階、空き2', '2階、空き1']);
    // The lowest floor first: only its spaces, the floor in the group's name and on the plan.
    expect(within(floors).getByRole('button', { name: /^地下1階/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('group', { name: '区画図、地下1階' })).toBeInTheDocument();
    expect(mapLabels()).toEqual(['区画 B-01']);
    expect(screen.getByText('地下1階', { selector: '.floor-plan__floor' })).toBeInTheDocument();

    await user.click(within(floors).getByRole('button', { name: /^2階/ }));
    expect(mapLabels()).toEqual(['区画 2A-03', '区画 2B-04']);
    expect(screen.getByText('2階', { selector: '.floor-plan__floor' })).toBeInTheDocument();
    // The legend counts the floor shown (its unplaced 2C-05 too).
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getByText(/^申込受付中/)
        .closest('li'),
    ).toHaveTextContent('（1）');
    expect(within(legend).getByText(/^空き/).closest('li')).toHaveTextContent('（1）');
    // The arrow keys stay on the floor.
    await user.click(screen.getByRole('button', { name: '区画 2B-04' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '区画 2A-03' })).toHaveFocus();
  });

  it('follows a space chosen elsewhere (the table) to its floor', async () => {
    const user = userEvent.setup();
    render(<Picker items={floorSpaces} selected="2b" />);
    expect(screen.getByRole('button', { name: /^2階/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '区画 2B-04' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /^1階/ }));
    expect(mapLabels()).toEqual(['区画 1A-01', '区画 1B-02']);
    await user.click(screen.getByRole('button', { name: '表で2A-03を選ぶ' }));
    expect(mapLabels()).toEqual(['区画 2A-03', '区画 2B-04']);
    await user.click(screen.getByRole('button', { name: '表でB-01を選ぶ' }));
    expect(mapLabels()).toEqual(['区画 B-01']);
    expect(screen.getByRole('button', { name: /^地下1階/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
