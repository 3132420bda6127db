import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SpaceWithId } from '../../../api/get-asset-spaces';
import { SpaceStatusCell } from '../space-status-cell';

const at = new Date('2026-04-01T00:00:00Z');

function space(overrides: Partial<SpaceWithId>): SpaceWithId {
  return {
    id: 'A-102',
    label: 'A-102',
    type: 'indoor',
    floor: 1,
    size: { widthCm: 90, depthCm: 120, heightCm: 200, areaM2: 1.08 },
    monthlyFee: 5500,
    adminFee: 0,
    initialCosts: { handlingFee: 0, guaranteeFee: 0, keyFee: 0 },
    status: 'available',
    reservedBy: null,
    applicationId: null,
    layout: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function renderCell(record: SpaceWithId, onChange = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SpaceStatusCell brandId="sorakura" space={record} busy={false} onChange={onChange} />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return onChange;
}

describe('SpaceStatusCell', () => {
  it('offers 募集停止 for a free space, named after the space', () => {
    const onChange = renderCell(space({}));
    screen.getByRole('button', { name: '募集停止にする（区画 A-102）' }).click();
    expect(onChange).toHaveBeenCalledWith('unavailable');
  });

  it('offers 空きに戻す for a space taken off the market', () => {
    const onChange = renderCell(space({ status: 'unavailable' }));
    screen.getByRole('button', { name: '空きに戻す（区画 A-102）' }).click();
    expect(onChange).toHaveBeenCalledWith('available');
  });

  it('shows the holder of a reserved space, linked to the user page, and no state button', () => {
    renderCell(space({ status: 'reserved', reservedBy: 'uid-9', applicationId: 'app-9' }));
    expect(screen.getByRole('link', { name: /uid-9/ }).getAttribute('href')).toBe(
      '/admin/brands/sorakura/users/uid-9',
    );
    expect(screen.getByText('申込ID app-9')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('申込者のページの申込から変更します')).toBeTruthy();
  });
});
