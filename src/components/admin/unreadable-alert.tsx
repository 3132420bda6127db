export type UnreadableAlertProps = {
  /** How many stored documents failed their schema and were left out of the list. */
  count: number;
  /** What they are: 「申込」, 「会員情報」, 「お問い合わせ」… */
  noun: string;
};

/**
 * Says that a list leaves out documents it cannot read (they do not match the model) and whom
 * to tell; nothing while every document could be read.
 */
export function UnreadableAlert({ count, noun }: UnreadableAlertProps) {
  if (count === 0) return null;
  return (
    <p className="admin-alert">
      {count}件の{noun}
      は形式が正しくないため表示できません。システム担当者に連絡してください。
    </p>
  );
}
