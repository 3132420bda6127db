import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { assetEditFormSchema } from '../../../asset-edit-form-schema';
import { FeaturesEditor } from '../features-editor';
import { StationsEditor } from '../stations-editor';
import type { StationInput } from '../../../station-input-schema';

const schema = z.pick(assetEditFormSchema, { stations: true, features: true });
type Values = z.output<typeof schema>;

function Editors({
  stations = [],
  features = [],
  onSubmit,
}: {
  stations?: StationInput[];
  features?: string[];
  onSubmit: (values: Values) => Promise<void>;
}) {
  const form = useZodForm(schema, { defaultValues: { stations, features } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <StationsEditor />
      <FeaturesEditor />
      <SubmitButton>保存する</SubmitButton>
    </Form>
  );
}

const station = (n: number): StationInput => ({
  line: `路線${n}`,
  station: `駅${n}`,
  walkMinutes: String(n),
});

describe('StationsEditor', () => {
  it('adds a row (focus on its 路線), checks it and sends 徒歩分 as a whole number', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: Values) => {});
    render(<Editors onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: /最寄り駅を追加/ }));
    const row = screen.getByRole('group', { name: '最寄り駅 1' });
    await waitFor(() => expect(within(row).getByLabelText(/路線/)).toHaveFocus());
    await user.type(within(row).getByLabelText(/路線/), '東急田園都市線');
    await user.type(within(row).getByLabelText(/徒歩/), '１２１');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(within(row).getByLabelText(/^駅/)).toHaveAccessibleDescription(
        '駅名を入力してください',
      ),
    );
    expect(within(row).getByLabelText(/徒歩/)).toHaveAccessibleDescription(
      '徒歩分数は0〜120の整数で入力してください',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(row).getByLabelText(/^駅/), '三軒茶屋');
    await user.clear(within(row).getByLabelText(/徒歩/));
    await user.type(within(row).getByLabelText(/徒歩/), '６');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].stations).toEqual([
      { line: '東急田園都市線', station: '三軒茶屋', walkMinutes: 6 },
    ]);
  });

  it('removes the chosen row and keeps the others in order', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: Values) => {});
    render(<Editors stations={[station(1), station(2), station(3)]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '最寄り駅 2 を削除' }));
    expect(screen.getAllByRole('group', { name: /^最寄り駅 \d$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: /最寄り駅を追加/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].stations.map((s) => s.station)).toEqual(['駅1', '駅3']);
  });

  it('stops at five stations and says why', async () => {
    const user = userEvent.setup();
    render(<Editors stations={[1, 2, 3, 4].map(station)} onSubmit={async () => {}} />);
    const add = screen.getByRole('button', { name: /最寄り駅を追加/ });
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^最寄り駅 \d$/ })).toHaveLength(5);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^最寄り駅 \d$/ })).toHaveLength(5);
    expect(screen.getByText(/上限の5件に達しています/)).toBeInTheDocument();
  });
});

describe('FeaturesEditor', () => {
  it('adds with Enter (not submitting the form) and with 追加, and removes with each tag’s button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: Values) => {});
    render(<Editors features={['空調完備']} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('追加する設備・特徴');
    await user.type(input, '  24時間利用可　{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    await user.type(input, '防犯カメラ');
    await user.click(screen.getByRole('button', { name: '追加' }));
    const list = screen.getByRole('list', { name: /登録済みの設備・特徴/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['空調完備×', '24時間利用可×', '防犯カメラ×']);
    await user.click(screen.getByRole('button', { name: '「空調完備」を削除' }));
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].features).toEqual(['24時間利用可', '防犯カメラ']);
  });

  it('refuses an empty, a duplicate (full-width digits too) and a too long entry, next to the field', async () => {
    const user = userEvent.setup();
    render(<Editors features={['24時間利用可']} onSubmit={async () => {}} />);
    const input = screen.getByLabelText('追加する設備・特徴');
    await user.click(screen.getByRole('button', { name: '追加' }));
    expect(input).toHaveAccessibleDescription(/追加する設備・特徴を入力してください/);
    await user.type(input, '２４時間利用可{Enter}');
    expect(input).toHaveAccessibleDescription(/この設備・特徴はすでに登録されています/);
    await user.clear(input);
    await user.type(input, `${'あ'.repeat(51)}{Enter}`);
    expect(input).toHaveAccessibleDescription(/1件50文字以内/);
    expect(screen.getAllByRole('button', { name: /を削除$/ })).toHaveLength(1);
  });

  it('does not add while the IME is still converting (Enter confirms the text)', () => {
    render(<Editors onSubmit={async () => {}} />);
    const input = screen.getByLabelText('追加する設備・特徴');
    fireEvent.change(input, { target: { value: 'くうちょう' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(screen.queryByRole('list', { name: /登録済みの設備・特徴/ })).not.toBeInTheDocument();
    expect(input).toHaveValue('くうちょう');
  });

  it('takes no more than 20', async () => {
    const user = userEvent.setup();
    const twenty = Array.from({ length: 20 }, (_, i) => `設備${i + 1}`);
    render(<Editors features={twenty} onSubmit={async () => {}} />);
    expect(screen.getByLabelText('追加する設備・特徴')).toBeDisabled();
    expect(screen.getByRole('button', { name: '追加' })).toBeDisabled();
    expect(screen.getByText(/上限の20件に達しています/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '「設備3」を削除' }));
    expect(screen.getByLabelText('追加する設備・特徴')).toBeEnabled();
  });
});
