import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { DeviceTable } from '../device-table';
import type { DeviceWithId } from '../../../device-with-id';

const at = new Date('2026-11-20T08:55:00+09:00');
const base: Omit<DeviceWithId, 'id' | 'name'> = {
  kind: 'smart-lock',
  serialNumber: 'SL-1',
  brandId: 'sorakura',
  assetId: 'SK-101',
  spaceId: 'A-101',
  status: 'online',
  batteryLevel: 80,
  lastSeenAt: at,
  note: '',
  createdAt: at,
  updatedAt: at,
};

const devices: DeviceWithId[] = [
  { ...base, id: 'a', name: 'A-101 スマートロック' },
  { ...base, id: 'b', name: 'A-102 スマートロック', batteryLevel: 12 },
  {
    ...base,
    id: 'c',
    name: '入口カメラ',
    kind: 'camera',
    spaceId: null,
    batteryLevel: null,
    status: 'offline',
    lastSeenAt: null,
  },
];

function renderTable(onEdit = vi.fn(), onDelete = vi.fn()) {
  renderWithRouter(
    <DeviceTable
      devices={devices}
      total={devices.length}
      brandNames={new Map([['sorakura', 'ソラクラ']])}
      onEdit={onEdit}
      onDelete={onDelete}
      filterKey=""
    />,
  );
  return { onEdit, onDelete };
}

/** A device's row by its name (the name cell also says where the device is). */
const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('DeviceTable', () => {
  it('says in words which devices need attention, and marks their rows', () => {
    renderTable();
    expect(within(row('A-102 スマートロック')).getByText('12%')).toBeInTheDocument();
    expect(within(row('A-102 スマートロック')).getByText('残量低下')).toBeInTheDocument();
    expect(row('A-102 スマートロック')).toHaveClass('devices__row--attention');
    const camera = row('入口カメラ');
    expect(within(camera).getByText('通信断')).toBeInTheDocument();
    expect(within(camera).getByText('電源式')).toBeInTheDocument();
    expect(within(camera).getByText('未通信')).toBeInTheDocument();
    expect(within(camera).getByRole('rowheader')).toHaveTextContent('入口カメラSK-101・物件全体');
    expect(camera).toHaveClass('devices__row--attention');
    const fine = row('A-101 スマートロック');
    expect(fine).not.toHaveClass('devices__row--attention');
    expect(within(fine).getByText('80%')).toBeInTheDocument();
    expect(within(fine).getByText('稼働中')).toBeInTheDocument();
    expect(within(fine).getByText('ソラクラ')).toBeInTheDocument();
  });

  it('sorts by battery with mains-powered devices last, and offers edit and delete per row', async () => {
    const user = userEvent.setup();
    const { onEdit, onDelete } = renderTable();
    await user.click(screen.getByRole('button', { name: /電池残量/ }));
    const names = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'A-102 スマートロックSK-101・A-101シリアル番号 SL-1',
      'A-101 スマートロックSK-101・A-101シリアル番号 SL-1',
      '入口カメラSK-101・物件全体シリアル番号 SL-1',
    ]);

    await user.click(screen.getByRole('button', { name: '編集 （入口カメラ）' }));
    expect(onEdit).toHaveBeenCalledWith(devices[2]);
    await user.click(screen.getByRole('button', { name: '削除 （A-101 スマートロック）' }));
    expect(onDelete).toHaveBeenCalledWith(devices[0]);
  });
});
