import type { BilledApplication } from './bill-row';

/** 「ソラクラ 三軒茶屋（SK-101）・区画 1C-03」; the asset number alone when its name is unknown. */
export function billPlace(
  application: Pick<BilledApplication, 'assetId' | 'spaceId'> | null,
  assetNames: ReadonlyMap<string, string>,
): string {
  if (application === null) return '';
  const name = assetNames.get(application.assetId);
  const asset = name ? `${name}（${application.assetId}）` : application.assetId;
  return `${asset}・区画 ${application.spaceId}`;
}
