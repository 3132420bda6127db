import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/form/field';
import { brandPalette, minimumContrast } from '@/utils/brand-palette';
import { contrastRatio } from '@/utils/contrast-ratio';
import { themeColorPattern } from '../../admin-brand-form-schema';

const white = '#ffffff';
const black = '#000000';

function ratioText(ratio: number): string {
  return `${ratio.toFixed(1)}:1`;
}

type ContrastRowProps = { label: string; ratio: number; used: boolean };

function ContrastRow({ label, ratio, used }: ContrastRowProps) {
  const passes = ratio >= minimumContrast;
  return (
    <li className={`theme-color__check theme-color__check--${passes ? 'pass' : 'fail'}`}>
      <span aria-hidden="true" className="theme-color__mark">
        {passes ? '✓' : '✕'}
      </span>
      {label}: {ratioText(ratio)}（{passes ? '読みやすい' : '読みにくい'}）
      {used ? <strong className="theme-color__used">ページではこちらを使います</strong> : null}
    </li>
  );
}

export type ThemeColorFieldProps = { brandName: string };

/**
 * テーマカラー: a colour picker and the same value as text, a live contrast check of white and
 * black text on it (WCAG AA, 4.5:1) and a preview of how the brand's pages use it: the header
 * band and buttons with the readable text colour, links in a darkened shade where needed
 * (`brandPalette`, the same function the public pages use).
 */
export function ThemeColorField({ brandName }: ThemeColorFieldProps) {
  const { setValue } = useFormContext<{ themeColor: string }>();
  const typed = useWatch<{ themeColor: string }>({ name: 'themeColor' }) ?? '';
  const value = typed.trim().toLowerCase();
  const valid = themeColorPattern.test(value);
  const palette = valid ? brandPalette(value) : null;

  return (
    <Field
      name="themeColor"
      label="カラーコード"
      required
      hint="ブランドのページの見出し帯・ボタン・リンクに使う色です。色を選ぶか、「#1a2b3c」の形式で入力してください。"
    >
      {(control) => (
        <div className="theme-color">
          <div className="theme-color__inputs">
            <input
              type="color"
              className="theme-color__picker"
              aria-label="色を選ぶ"
              value={valid ? value : black}
              onChange={(event) =>
                setValue('themeColor', event.target.value, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
            <ThemeColorText control={control} />
          </div>
          {palette ? (
            <div className="theme-color__result">
              <ul className="theme-color__checks" aria-live="polite">
                <ContrastRow
                  label="白い文字"
                  ratio={contrastRatio(value, white)}
                  used={palette.onColor === white}
                />
                <ContrastRow
                  label="黒い文字"
                  ratio={contrastRatio(value, black)}
                  used={palette.onColor === black}
                />
              </ul>
              {palette.accent !== palette.color ? (
                <p className="admin-hint">
                  この色は白い背景の文字としては薄いため、リンクには少し暗くした {palette.accent}{' '}
                  を使います。
                </p>
              ) : null}
              <div className="theme-color__preview" aria-label="プレビュー" role="group">
                <div
                  className="theme-color__band"
                  style={{ background: palette.color, color: palette.onColor }}
                >
                  {brandName || 'ブランド名'}
                </div>
                <div className="theme-color__sample">
                  <span
                    className="theme-color__button"
                    style={{ background: palette.color, color: palette.onColor }}
                  >
                    物件を探す
                  </span>
                  <span className="theme-color__link" style={{ color: palette.accent }}>
                    よくある質問
                  </span>
                </div>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}

type ThemeColorTextProps = {
  control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  };
};

function ThemeColorText({ control }: ThemeColorTextProps) {
  const { register } = useFormContext<{ themeColor: string }>();
  return (
    <input
      className="form-field__input theme-color__text"
      type="text"
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="off"
      placeholder="#0b57d0"
      {...control}
      {...register('themeColor')}
    />
  );
}
