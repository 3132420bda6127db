import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { brandFormSchema } from '../../../admin-brand-form-schema';
import { ThemeColorField } from '../theme-color-field';

function Harness({ themeColor }: { themeColor: string }) {
  const form = useZodForm(brandFormSchema, {
    defaultValues: {
      name: 'そらくら',
      kind: 'trunk-room',
      tagline: '',
      description: '',
      themeColor,
      contact: { email: 'a@example.com', phone: '03-1234-5678', hours: '' },
      sortOrder: '10',
    },
  });
  return (
    <Form form={form} onSubmit={() => {}}>
      <ThemeColorField brandName="そらくら" />
    </Form>
  );
}

describe('ThemeColorField', () => {
  it('checks white and black text on the colour and says which the pages use', () => {
    render(<Harness themeColor="#0b57d0" />);
    expect(screen.getByText(/白い文字: 6\.\d:1（読みやすい）/)).toBeInTheDocument();
    expect(screen.getByText(/黒い文字: 3\.\d:1（読みにくい）/)).toBeInTheDocument();
    expect(screen.getByText(/白い文字/)).toHaveTextContent('ページではこちらを使います');
    expect(screen.getByRole('group', { name: 'プレビュー' })).toHaveTextContent('そらくら');
  });

  it('follows the typed code and the picker live, and darkens a light colour for links', async () => {
    const user = userEvent.setup();
    render(<Harness themeColor="#0b57d0" />);
    const text = screen.getByLabelText(/カラーコード/);
    await user.clear(text);
    await user.type(text, '#FFD400');
    expect(screen.getByText(/黒い文字/)).toHaveTextContent('ページではこちらを使います');
    expect(screen.getByText(/リンクには少し暗くした #[0-9a-f]{6} を使います/)).toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('色を選ぶ'), { target: { value: '#123456' } });
    expect(text).toHaveValue('#123456');
    expect(screen.getByText(/白い文字/)).toHaveTextContent('ページではこちらを使います');
  });

  it('shows no check while the code is not a colour yet', async () => {
    const user = userEvent.setup();
    render(<Harness themeColor="#0b57d0" />);
    const text = screen.getByLabelText(/カラーコード/);
    await user.clear(text);
    await user.type(text, '#12');
    expect(screen.queryByText(/白い文字/)).toBeNull();
    expect(screen.getByLabelText('色を選ぶ')).toHaveValue('#000000');
  });
});
