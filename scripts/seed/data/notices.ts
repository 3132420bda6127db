import type { Notice } from '../../../src/lib/model/notice';
import { demoAutoId } from './demo-auto-id';
import { addDays, at, demoToday } from './demo-clock';

export interface DemoNotice {
  /** null for site-wide news (notices/{id}); a brand id for its お知らせ (brands/{b}/notices/{id}) */
  brandId: string | null;
  id: string;
  data: Notice;
}

type Row = [publishedAt: string, title: string, body: string, published?: boolean];

const siteRows: Row[] = [
  [
    '2026-11-10 10:00',
    '年末年始のお問い合わせ窓口について',
    '12月29日（火）から1月3日（日）までの間、各ブランドのお問い合わせ窓口はお休みをいただきます。\n\nこの期間にいただいたお問い合わせには、1月4日（月）以降、順次ご回答します。施設は通常どおり24時間ご利用いただけます。',
  ],
  [
    '2026-10-01 10:00',
    'マイユニットで請求の確認ができるようになりました',
    'ご契約中の区画と毎月の請求を、マイユニットからいつでも確認できるようになりました。\n\nお支払い状況もひと目でわかります。ぜひご利用ください。',
  ],
  [
    '2026-07-15 10:00',
    '夏季の熱中症対策のお願い',
    '屋外型のコンテナ・ガレージでは、夏場は庫内が高温になります。作業の際はこまめな水分補給を心がけ、長時間の作業はお控えください。',
  ],
  [
    '2026-04-01 10:00',
    'サイトをリニューアルしました',
    'スマートフォンでより見やすく、物件探しからお申し込みまでWebで完結できるようにサイトを一新しました。',
  ],
  [
    '2026-02-20 15:00',
    'システムメンテナンスのお知らせ（終了しました）',
    '2月25日（水）2:00〜5:00にシステムメンテナンスを実施しました。ご協力ありがとうございました。',
  ],
  [
    '2026-12-01 10:00',
    '【予約投稿】冬季休業のご案内',
    '公開前の下書きです。年末の営業日程が確定しだい公開します。',
    false,
  ],
];

const brandRows: Record<string, Row[]> = {
  sorakura: [
    [
      '2026-11-01 10:00',
      'ソラクラ 荻窪を2027年1月にオープンします',
      'JR中央線「荻窪」駅から徒歩5分の場所に、ソラクラの新店舗がオープンします。先行予約の受付開始は12月を予定しています。',
    ],
    [
      '2026-09-01 10:00',
      '秋の衣替えキャンペーン（終了しました）',
      '9月中にお申し込みの方を対象に、事務手数料を無料にするキャンペーンを実施しました。たくさんのお申し込みありがとうございました。',
    ],
    [
      '2026-03-15 10:00',
      '利用規約改定のお知らせ',
      '2026年4月1日付で利用規約を改定します（第2版）。保管できない物の記載を具体的にし、遅延損害金の規定を追加します。',
    ],
    ['2026-12-10 10:00', '【下書き】年末年始の営業について', '公開前の下書きです。', false],
  ],
  'moto-garage': [
    [
      '2026-10-20 10:00',
      'モトガレージ 千種に整備スペースを設けました',
      'ご契約者さまが無料で使える屋内の整備スペースを設けました。工具の貸し出しも行っています（要予約）。',
    ],
    [
      '2026-06-01 10:00',
      '梅雨の時期のバッテリー上がりにご注意ください',
      '長期間乗らない場合は、区画のコンセントを使ったバッテリー充電器のご利用をおすすめします。',
    ],
    [
      '2026-04-10 10:00',
      '平和島のワイド区画に空きが出ました',
      '大型バイク向けのワイド区画に空きが出ました。お早めにお申し込みください。',
    ],
  ],
  'box-yard': [
    [
      '2026-07-01 10:00',
      '利用規約改定のお知らせ（第3版）',
      '2026年7月1日付で利用規約を改定しました。法人のお客様の請求書払いに関する規定を追加しています。',
    ],
    [
      '2026-02-01 10:00',
      'ボックスヤード 千早をオープンしました',
      '福岡市東区にボックスヤード千早をオープンしました。20フィート・40フィートのコンテナをご用意しています。',
    ],
    [
      '2025-12-15 10:00',
      '年末年始のヤード入場について',
      'ヤードは年末年始も24時間ご利用いただけます。門扉の暗証番号は変わりません。',
    ],
  ],
  'kura-next': [
    ['2026-11-01 10:00', '【準備中】開業のお知らせ', 'ブランド公開前の下書きです。', false],
  ],
};

/** Written no later than yesterday: a draft's 公開日 may lie ahead, its writing never does. */
const latestWritten = at(`${addDays(demoToday, -1)} 10:00`);

function toItems(brandId: string | null, rows: Row[]): DemoNotice[] {
  return rows.map(([when, title, body, published = true], i) => {
    const written = at(when) < latestWritten ? at(when) : latestWritten;
    return {
      brandId,
      id: demoAutoId(`news/${brandId ?? 'site'}/${i}`),
      data: {
        title,
        body,
        publishedAt: at(when),
        published,
        createdAt: written,
        updatedAt: written,
      },
    };
  });
}

export const demoSiteNotices: DemoNotice[] = toItems(null, siteRows);
export const demoBrandNotices: DemoNotice[] = Object.entries(brandRows).flatMap(([b, rows]) =>
  toItems(b, rows),
);
