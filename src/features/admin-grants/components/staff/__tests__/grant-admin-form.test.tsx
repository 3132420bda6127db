import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrantLogEntry } from '../../../api/get-staff-roster';
import type { GrantAdminValues } from '../../../grant-admin-form-schema';
import { GrantAdminForm, type BrandChoice } from '../grant-admin-form';
import { grantChangeText } from '../grant-log';
import { scopeText } from '../staff-roster';

const changeAdminClaim = vi.fn();
vi.mock('../../../api/change-admin-claim', () => ({
  changeAdminClaim: (values: GrantAdminValues) => changeAdminClaim(values) as Promise<unknown>,
}));

const brands: BrandChoice[] = [
  { id: 'sorakura', name: 'ソラクラ' },
  { id: 'moto-garage', name: 'モトガレージ' },
];

function renderForm(props: Parameters<typeof GrantAdminForm>[0] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <GrantAdminForm {...props} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  changeAdminClaim.mockReset();
  changeAdminClaim.mockImplementation(async (values: GrantAdminValues) => ({
    action: values.action,
    email: values.email,
    changed: true,
  }));
});

describe('GrantAdminForm for operator-wide staff (issue 29)', () => {
  it('grants brand staff of the brands ticked, and says what was granted', async () => {
    const user = userEvent.setup();
    renderForm({ brands });
    await user.type(screen.getByLabelText('対象のメールアドレス'), 'user2@example.com');
    await user.click(screen.getByLabelText('ブランドの担当（選んだブランドだけ）'));
    const group = screen.getByRole('group', { name: '担当するブランド' });
    await user.click(within(group).getByLabelText('モトガレージ'));
    await user.click(screen.getByRole('button', { name: '実行する' }));
    expect(
      await screen.findByText(
        'user2@example.com に管理者権限（ブランドの担当: モトガレージ）を付与しました。',
      ),
    ).toBeInTheDocument();
    expect(changeAdminClaim).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'user2@example.com',
        action: 'grant',
        scope: 'brands',
        brands: ['moto-garage'],
      }),
    );
    // Operator-wide staff never see the first-admin secret.
    expect(screen.queryByLabelText(/初期設定用シークレット/)).not.toBeInTheDocument();
  });

  it('asks for a brand before granting brand staff of none', async () => {
    const user = userEvent.setup();
    renderForm({ brands });
    await user.type(screen.getByLabelText('対象のメールアドレス'), 'user2@example.com');
    await user.click(screen.getByLabelText('ブランドの担当（選んだブランドだけ）'));
    await user.click(screen.getByRole('button', { name: '実行する' }));
    expect(await screen.findByText('担当するブランドを1つ以上選んでください')).toBeInTheDocument();
    expect(changeAdminClaim).not.toHaveBeenCalled();
  });

  it("starts from a row's preset (変更 of brand staff)", () => {
    renderForm({
      brands,
      preset: { email: 'a@example.com', action: 'grant', scope: 'brands', brands: ['sorakura'] },
    });
    expect(screen.getByLabelText('対象のメールアドレス')).toHaveValue('a@example.com');
    const group = screen.getByRole('group', { name: '担当するブランド' });
    expect(within(group).getByLabelText('ソラクラ')).toBeChecked();
    expect(within(group).getByLabelText('モトガレージ')).not.toBeChecked();
  });
});

describe('GrantAdminForm for anyone else (the first admin)', () => {
  it('offers no scope and grants operator-wide', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText('権限の範囲')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('対象のメールアドレス'), 'first@example.com');
    await user.click(screen.getByRole('button', { name: '実行する' }));
    expect(
      await screen.findByText('first@example.com に管理者権限を付与しました。'),
    ).toBeInTheDocument();
    expect(changeAdminClaim).toHaveBeenCalledWith(
      expect.objectContaining({ scope: 'operator', brands: [] }),
    );
  });
});

describe('scope and change texts', () => {
  it('names the scope with the brands’ names (an unknown id as it is)', () => {
    expect(scopeText(null, brands)).toBe('運営全体');
    expect(scopeText(undefined, brands)).toBe('運営全体');
    expect(scopeText(['moto-garage', 'gone'], brands)).toBe('ブランドの担当: モトガレージ、gone');
  });
  it('tells a grant, a change and a removal apart', () => {
    const entry = (patch: Partial<GrantLogEntry>): GrantLogEntry => ({
      id: 'x',
      action: 'grant',
      targetUid: 'u',
      targetEmail: 'a@example.com',
      actorUid: 'admin',
      actorEmail: 'admin@example.com',
      via: 'admin',
      createdAt: new Date('2026-11-28T00:00:00Z'),
      ...patch,
    });
    expect(grantChangeText(entry({ brands: ['sorakura'], previousActive: false }), brands)).toBe(
      '付与（ブランドの担当: ソラクラ）',
    );
    expect(
      grantChangeText(
        entry({ brands: null, previousBrands: ['sorakura'], previousActive: true }),
        brands,
      ),
    ).toBe('変更（ブランドの担当: ソラクラ → 運営全体）');
    expect(grantChangeText(entry({ action: 'remove' }), brands)).toBe('解除');
    // Entries from before brand staff: a grant of operator-wide staff.
    expect(grantChangeText(entry({}), brands)).toBe('付与（運営全体）');
  });
});
