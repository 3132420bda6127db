import { applicationStatusLabels, type Application } from '@/lib/model/application';
import { csvDate } from './csv-date';
import { toCsv } from '@/lib/csv/to-csv';

export type ApplicationCsvRow = Application & { id: string };

export const applicationsCsvHeaders = [
  '申込ID',
  '申込日',
  '状態',
  '氏名',
  'フリガナ',
  'メールアドレス',
  '電話番号',
  '郵便番号',
  '住所',
  '生年月日',
  '物件番号',
  '物件名',
  '区画',
  '利用開始希望日',
  '解約希望日',
] as const;

/** The applications as a CSV file for Excel; `assetNameOf` names each asset number. */
export function toApplicationsCsv(
  rows: readonly ApplicationCsvRow[],
  assetNameOf: (assetId: string) => string | undefined = () => undefined,
): string {
  return toCsv(
    applicationsCsvHeaders,
    rows.map((a) => [
      a.id,
      csvDate(a.createdAt),
      applicationStatusLabels[a.status],
      a.name,
      a.kana,
      a.email,
      a.phone,
      a.postalCode,
      [a.prefecture, a.city, a.addressLine, a.building ?? ''].join(' ').trim(),
      csvDate(a.birthDate),
      a.assetId,
      assetNameOf(a.assetId) ?? '',
      a.spaceId,
      csvDate(a.startDate),
      csvDate(a.terminationRequest?.endDate),
    ]),
  );
}
