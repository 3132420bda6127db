export type StatusChangeProps = {
  /** The state before, as shown (a label, not a code); null for the entry that made the item. */
  from: string | null;
  /** The state after. */
  to: string;
  /** What made the item (「申込」): the first entry reads 「申込（審査中）」. */
  start: string;
};

/**
 * One entry of a status history: 「A → B」, read out as 「AからBへ」 (the arrow is not spoken),
 * or for the entry that made the item, what made it and the state it began in.
 */
export function StatusChange({ from, to, start }: StatusChangeProps) {
  if (from === null)
    return (
      <>
        {start}（{to}）
      </>
    );
  return (
    <>
      {from}
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">から</span>
      {to}
      <span className="visually-hidden">へ</span>
    </>
  );
}
