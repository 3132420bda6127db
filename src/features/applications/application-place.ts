import type { AdminApplication } from './admin-application';

/** 「ソラクラ 三軒茶屋（SK-101）・区画 1A-01」, or the asset number alone when its name is unknown. */
export function applicationPlace(
  application: Pick<AdminApplication, 'assetId' | 'spaceId'>,
  assetName: string | undefined,
  spaceLabel: string = application.spaceId,
): string {
  const asset = assetName ? `${assetName}（${application.assetId}）` : application.assetId;
  return `${asset}・区画 ${spaceLabel}`;
}
