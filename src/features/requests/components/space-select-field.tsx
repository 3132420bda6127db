import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/form/field';
import type { SelectOption } from '@/components/form/select-field';

/** The spaces of the chosen asset, as far as they are known. */
export type SpaceChoices = {
  /** The asset the choices belong to ('' before one is chosen). */
  assetId: string;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  options: readonly SelectOption[];
};

export type SpaceSelectFieldProps = { name: string; choices: SpaceChoices };

const placeholders: Record<SpaceChoices['status'], string> = {
  idle: '物件を選ぶと区画を選べます',
  loading: '区画を読み込んでいます…',
  ready: '指定しない',
  failed: '指定しない',
};

/**
 * 区画 (optional): the chosen asset's spaces, loaded when the asset changes; usable (「指定しない」
 * or a space) once they have arrived, and still sendable without one when they cannot be read.
 */
export function SpaceSelectField({ name, choices }: SpaceSelectFieldProps) {
  const { register } = useFormContext();
  const waiting = choices.status === 'idle' || choices.status === 'loading';
  const hint =
    choices.status === 'failed'
      ? '区画の一覧を読み込めませんでした。区画を指定せずにお申し込みいただけます。'
      : choices.status === 'ready' && choices.options.length === 0
        ? 'この物件には現在空いている区画がありません。物件全体のご案内になります。満室のプランは、物件のページから空き待ちに登録できます。'
        : '見たい区画が決まっている場合に選んでください。空きのない区画は選べません（満室のプランは、物件のページから空き待ちに登録できます）。';
  return (
    <Field name={name} label="区画" required={false} hint={hint}>
      {(control) => (
        <select
          className="form-field__input form-field__select"
          disabled={waiting}
          {...control}
          {...register(name)}
        >
          <option value="">{placeholders[choices.status]}</option>
          {choices.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
