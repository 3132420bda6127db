import { CheckboxField } from '@/components/form/checkbox-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { limits } from '@/lib/model/limits';
import { MarkdownHelp } from './markdown-help';

export type TitleAndBodyFieldsProps = {
  rows: number;
  maxLength: number;
  hint: string;
};

/** タイトル and a markdown 本文 with its help (a page, a お知らせ). */
export function TitleAndBodyFields({ rows, maxLength, hint }: TitleAndBodyFieldsProps) {
  return (
    <>
      <TextField
        name="title"
        label="タイトル"
        required
        maxLength={limits.shortText}
        autoComplete="off"
      />
      <TextAreaField
        name="body"
        label="本文"
        rows={rows}
        maxLength={maxLength}
        hint={hint}
        className="content-form__body"
      />
      <MarkdownHelp />
    </>
  );
}

/** The 公開する box of a FAQ or お知らせ form. */
export function PublishedField() {
  return (
    <CheckboxField
      name="published"
      label="公開する"
      hint="チェックを外すと、サイトには表示されません（下書きとして残ります）。"
    />
  );
}

/** 保存する and キャンセル at the foot of a FAQ or お知らせ form. */
export function SaveOrCancel({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="admin-actions">
      <SubmitButton sendingLabel="保存しています…">保存する</SubmitButton>
      <button type="button" className="admin-button" onClick={onCancel}>
        キャンセル
      </button>
    </div>
  );
}
