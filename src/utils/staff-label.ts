/**
 * A staff member as histories name them: 「佐藤 美咲（スタッフ）」 from the staff directory's
 * names, or 「スタッフ（uid）」 while the names are not read (or the uid is not in them).
 */
export function staffLabel(uid: string, staffNames?: ReadonlyMap<string, string>): string {
  const name = staffNames?.get(uid);
  return name ? `${name}（スタッフ）` : `スタッフ（${uid}）`;
}
