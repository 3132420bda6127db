/** 「ソラクラ 三軒茶屋（SK-101）・区画 1C-03」; the asset number alone when its name is unknown. */
export function memberPlace(
  where: { assetId: string; spaceId: string },
  assetNames: ReadonlyMap<string, string>,
): string {
  const name = assetNames.get(where.assetId);
  return `${name ? `${name}（${where.assetId}）` : where.assetId}・区画 ${where.spaceId}`;
}
