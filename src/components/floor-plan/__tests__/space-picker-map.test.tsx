import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SpacePickerMap, type PickerSpace } from '../space-picker-map';

const spaces: PickerSpace[] = [
  { id: 'a', label: 'A-101', status: 'available', layout: { x: 0, y: 0, w: 10, h: 10 } },
  { id: 'b', label: 'A-102', status: 'reserved', layout: { x: 20, y: 0, w: 10, h: 10 } },
  { id: 'c', label: 'A-103', status: 'available', layout: { x: 40, y: 0, w: 10, h: 10 } },
  { id: 'd', label: 'B-201', status: 'occupied', layout: null },
];

function Picker({ countInLegend = false }: { countInLegend?: boolean }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <SpacePickerMap
      layoutImagePath="brands/x/assets/y/layout.png"
      spaces={spaces}
      selectedId={selectedId}
      onSelect={setSelectedId}
      nameOf={(space) => `区画 ${space.label}`}
      groupLabel="区画図"
      countInLegend={countInLegend}
    />
  );
}

describe('SpacePickerMap', () => {
  it('draws only placed spaces, at their rectangles, with one tab stop', () => {
    render(<Picker />);
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
});
