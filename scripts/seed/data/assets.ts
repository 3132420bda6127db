import type { Asset } from '../../../src/lib/model/asset';

/**
 * An asset before its plan summary: `plans` is computed from the spaces (which are built from
 * the assets) when the documents are put together (demo-documents.ts).
 */
export type AssetWithoutSummary = Omit<Asset, 'plans' | 'lastSpaceMove'>;

export interface DemoAsset {
  brandId: string;
  /** = assetNumber = the document id */
  id: string;
  data: AssetWithoutSummary;
}

/** Storage paths of an asset's images (under brands/{brandId}/, public-read in storage.rules). */
export const assetPhotoPath = (brandId: string, assetId: string, n: number) =>
  `brands/${brandId}/assets/${assetId}/photo-${n}.png`;
export const assetLayoutPath = (brandId: string, assetId: string) =>
  `brands/${brandId}/assets/${assetId}/layout.png`;

type AssetContent = Omit<
  AssetWithoutSummary,
  'assetNumber' | 'imagePaths' | 'layoutImagePath' | 'createdAt' | 'updatedAt'
> & {
  opened: string;
};

/**
 * Sites in several prefectures. Postal codes and town names are real areas, the block numbers
 * and building names are made up; stations and lines are real, walking minutes plausible.
 */
const content: Record<string, Record<string, AssetContent>> = {
  sorakura: {
    'SK-101': {
      name: 'ソラクラ 三軒茶屋',
      description:
        '東急田園都市線「三軒茶屋」駅から徒歩6分、世田谷通り沿いの屋内型トランクルームです。エレベーター付きで、台車も無料でお使いいただけます。',
      postalCode: '154-0024',
      prefecture: '東京都',
      city: '世田谷区',
      addressLine: '三軒茶屋二丁目14番8号',
      building: 'ソラクラ三軒茶屋ビル',
      location: { latitude: 35.6431, longitude: 139.6687 },
      stations: [
        { line: '東急田園都市線', station: '三軒茶屋', walkMinutes: 6 },
        { line: '東急世田谷線', station: '三軒茶屋', walkMinutes: 7 },
      ],
      features: [
        '24時間利用可',
        '空調完備',
        '防犯カメラ',
        'エレベーター',
        '台車貸出',
        'セキュリティカード',
      ],
      published: true,
      opened: '2025-04-01',
    },
    'SK-102': {
      name: 'ソラクラ 豊洲',
      description:
        '東京メトロ有楽町線「豊洲」駅から徒歩8分。タワーマンションにお住まいの方の季節物の保管に人気の店舗です。1階に荷捌きスペースがあります。',
      postalCode: '135-0061',
      prefecture: '東京都',
      city: '江東区',
      addressLine: '豊洲五丁目3番12号',
      location: { latitude: 35.6528, longitude: 139.7981 },
      stations: [
        { line: '東京メトロ有楽町線', station: '豊洲', walkMinutes: 8 },
        { line: 'ゆりかもめ', station: '豊洲', walkMinutes: 9 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ', 'エレベーター', '駐車場あり'],
      published: true,
      opened: '2025-06-01',
    },
    'SK-103': {
      name: 'ソラクラ 新横浜',
      description:
        'JR横浜線・相鉄線「新横浜」駅から徒歩7分。書類や在庫の保管に使いやすい、法人のお客様にも人気の店舗です。',
      postalCode: '222-0033',
      prefecture: '神奈川県',
      city: '横浜市港北区',
      addressLine: '新横浜三丁目9番4号',
      building: '新横浜サウスビル1〜3階',
      location: { latitude: 35.5062, longitude: 139.6158 },
      stations: [
        { line: 'JR横浜線', station: '新横浜', walkMinutes: 7 },
        { line: '横浜市営地下鉄ブルーライン', station: '新横浜', walkMinutes: 6 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ', '定期清掃', '法人契約可'],
      published: true,
      opened: '2025-07-01',
    },
    'SK-104': {
      name: 'ソラクラ 大宮',
      description:
        'JR「大宮」駅西口から徒歩10分。広めの2帖・3帖区画が充実しており、引っ越しやリフォーム中の家財の一時保管にも便利です。',
      postalCode: '330-0854',
      prefecture: '埼玉県',
      city: 'さいたま市大宮区',
      addressLine: '桜木町四丁目210番地2',
      location: { latitude: 35.9041, longitude: 139.6193 },
      stations: [
        { line: 'JR京浜東北線', station: '大宮', walkMinutes: 10 },
        { line: '東武アーバンパークライン', station: '大宮', walkMinutes: 11 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ', '駐車場あり', '台車貸出'],
      published: true,
      opened: '2025-05-01',
    },
    'SK-105': {
      name: 'ソラクラ 船橋',
      description:
        'JR総武線「船橋」駅から徒歩9分。国道14号から近く、車での搬入もしやすい店舗です。',
      postalCode: '273-0005',
      prefecture: '千葉県',
      city: '船橋市',
      addressLine: '本町六丁目2番15号',
      location: { latitude: 35.7005, longitude: 139.9889 },
      stations: [
        { line: 'JR総武線', station: '船橋', walkMinutes: 9 },
        { line: '京成本線', station: '京成船橋', walkMinutes: 8 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ', '駐車場あり'],
      published: true,
      opened: '2025-08-01',
    },
    'SK-106': {
      name: 'ソラクラ 天満',
      description:
        'JR大阪環状線「天満」駅から徒歩5分、天神橋筋商店街のすぐそば。店舗の在庫や季節の商材の保管にもご利用いただけます。',
      postalCode: '530-0043',
      prefecture: '大阪府',
      city: '大阪市北区',
      addressLine: '天満三丁目7番21号',
      location: { latitude: 34.7036, longitude: 135.5148 },
      stations: [
        { line: 'JR大阪環状線', station: '天満', walkMinutes: 5 },
        { line: '大阪メトロ堺筋線', station: '扇町', walkMinutes: 6 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ', 'エレベーター'],
      published: true,
      opened: '2025-09-01',
    },
    'SK-107': {
      name: 'ソラクラ 伏見',
      description:
        '名古屋市営地下鉄「伏見」駅から徒歩7分。オフィス街に近く、書類保管用の0.5帖区画を多くご用意しています。',
      postalCode: '460-0008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      addressLine: '栄二丁目5番18号',
      location: { latitude: 35.1665, longitude: 136.8986 },
      stations: [
        { line: '名古屋市営地下鉄東山線', station: '伏見', walkMinutes: 7 },
        { line: '名古屋市営地下鉄鶴舞線', station: '伏見', walkMinutes: 7 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ', 'セキュリティカード', '法人契約可'],
      published: true,
      opened: '2025-10-01',
    },
    'SK-108': {
      name: 'ソラクラ 博多祇園',
      description:
        '福岡市地下鉄空港線「祇園」駅から徒歩6分、博多駅からも歩ける距離の屋内型トランクルームです。',
      postalCode: '812-0038',
      prefecture: '福岡県',
      city: '福岡市博多区',
      addressLine: '祇園町8番3号',
      location: { latitude: 33.5929, longitude: 130.4127 },
      stations: [
        { line: '福岡市地下鉄空港線', station: '祇園', walkMinutes: 6 },
        { line: 'JR鹿児島本線', station: '博多', walkMinutes: 12 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ', 'エレベーター'],
      published: true,
      opened: '2025-11-01',
    },
    'SK-109': {
      // Under construction: drafted by staff, not shown to visitors yet.
      name: 'ソラクラ 荻窪（2027年1月開業予定）',
      description:
        'JR中央線「荻窪」駅から徒歩5分の新店舗です。現在内装工事中のため、公開前の準備データです。',
      postalCode: '167-0051',
      prefecture: '東京都',
      city: '杉並区',
      addressLine: '荻窪五丁目16番9号',
      location: { latitude: 35.7046, longitude: 139.6217 },
      stations: [
        { line: 'JR中央線', station: '荻窪', walkMinutes: 5 },
        { line: '東京メトロ丸ノ内線', station: '荻窪', walkMinutes: 6 },
      ],
      features: ['24時間利用可', '空調完備', '防犯カメラ'],
      published: false,
      opened: '2026-11-01',
    },
  },
  'moto-garage': {
    'MG-201': {
      name: 'モトガレージ 練馬',
      description:
        '西武池袋線「練馬」駅から徒歩12分。目白通りから一本入った静かな住宅地にあるシャッター付きガレージです。',
      postalCode: '176-0001',
      prefecture: '東京都',
      city: '練馬区',
      addressLine: '練馬四丁目22番6号',
      location: { latitude: 35.7409, longitude: 139.6581 },
      stations: [
        { line: '西武池袋線', station: '練馬', walkMinutes: 12 },
        { line: '都営大江戸線', station: '練馬', walkMinutes: 13 },
      ],
      features: [
        '24時間利用可',
        'シャッター付き',
        '防犯カメラ',
        '電源コンセント',
        'バイク用ラック',
        '盗難防止アンカー',
      ],
      published: true,
      opened: '2025-04-01',
    },
    'MG-202': {
      name: 'モトガレージ 平和島',
      description:
        '京急本線「平和島」駅から徒歩9分。首都高速・環七へのアクセスがよく、ツーリング派のライダーに人気です。',
      postalCode: '143-0016',
      prefecture: '東京都',
      city: '大田区',
      addressLine: '大森北六丁目30番2号',
      location: { latitude: 35.5791, longitude: 139.7347 },
      stations: [{ line: '京急本線', station: '平和島', walkMinutes: 9 }],
      features: ['24時間利用可', 'シャッター付き', '防犯カメラ', '電源コンセント', '照明付き'],
      published: true,
      opened: '2025-05-01',
    },
    'MG-203': {
      name: 'モトガレージ 元住吉',
      description: '東急東横線「元住吉」駅から徒歩10分。大型バイク向けのワイド区画があります。',
      postalCode: '211-0025',
      prefecture: '神奈川県',
      city: '川崎市中原区',
      addressLine: '木月三丁目41番7号',
      location: { latitude: 35.5624, longitude: 139.6565 },
      stations: [
        { line: '東急東横線', station: '元住吉', walkMinutes: 10 },
        { line: 'JR南武線', station: '武蔵中原', walkMinutes: 15 },
      ],
      features: [
        '24時間利用可',
        'シャッター付き',
        '防犯カメラ',
        '電源コンセント',
        'バイク用ラック',
        'ワイド区画',
      ],
      published: true,
      opened: '2025-07-01',
    },
    'MG-204': {
      name: 'モトガレージ 西川口',
      description:
        'JR京浜東北線「西川口」駅から徒歩11分。原付・小型バイク向けの手頃な区画もご用意しています。',
      postalCode: '332-0021',
      prefecture: '埼玉県',
      city: '川口市',
      addressLine: '西川口五丁目11番3号',
      location: { latitude: 35.8178, longitude: 139.7006 },
      stations: [{ line: 'JR京浜東北線', station: '西川口', walkMinutes: 11 }],
      features: ['24時間利用可', 'シャッター付き', '防犯カメラ', '照明付き'],
      published: true,
      opened: '2025-09-01',
    },
    'MG-205': {
      name: 'モトガレージ 堺東',
      description: '南海高野線「堺東」駅から徒歩13分。阪神高速堺線の出入口から近いガレージです。',
      postalCode: '590-0028',
      prefecture: '大阪府',
      city: '堺市堺区',
      addressLine: '三国ヶ丘御幸通152番地',
      location: { latitude: 34.5707, longitude: 135.4884 },
      stations: [
        { line: '南海高野線', station: '堺東', walkMinutes: 13 },
        { line: 'JR阪和線', station: '三国ヶ丘', walkMinutes: 8 },
      ],
      features: ['24時間利用可', 'シャッター付き', '防犯カメラ', '電源コンセント'],
      published: true,
      opened: '2025-10-01',
    },
    'MG-206': {
      name: 'モトガレージ 千種',
      description:
        'JR中央本線・地下鉄東山線「千種」駅から徒歩10分。屋内整備スペースを併設しています。',
      postalCode: '464-0075',
      prefecture: '愛知県',
      city: '名古屋市千種区',
      addressLine: '内山三丁目18番10号',
      location: { latitude: 35.1714, longitude: 136.9337 },
      stations: [
        { line: 'JR中央本線', station: '千種', walkMinutes: 10 },
        { line: '名古屋市営地下鉄東山線', station: '千種', walkMinutes: 9 },
      ],
      features: [
        '24時間利用可',
        'シャッター付き',
        '防犯カメラ',
        '電源コンセント',
        'バイク用ラック',
        '整備スペース',
      ],
      published: true,
      opened: '2026-01-01',
    },
  },
  'box-yard': {
    'BY-301': {
      name: 'ボックスヤード 柏豊四季',
      description:
        '東武アーバンパークライン「豊四季」駅から徒歩9分。国道16号から近く、トラックでの搬入もできる広いヤードです。',
      postalCode: '277-0861',
      prefecture: '千葉県',
      city: '柏市',
      addressLine: '高田1120番地3',
      location: { latitude: 35.8655, longitude: 139.9501 },
      stations: [
        { line: '東武アーバンパークライン', station: '豊四季', walkMinutes: 9 },
        { line: 'JR常磐線', station: '柏', walkMinutes: 25 },
      ],
      features: ['24時間利用可', '車両横付け可', '防犯カメラ', '照明付き', 'フェンス・門扉'],
      published: true,
      opened: '2025-04-01',
    },
    'BY-302': {
      name: 'ボックスヤード 所沢',
      description:
        '西武新宿線「航空公園」駅から徒歩15分。関越自動車道の所沢インターから車で約10分です。',
      postalCode: '359-0042',
      prefecture: '埼玉県',
      city: '所沢市',
      addressLine: '並木八丁目5番地7',
      location: { latitude: 35.8013, longitude: 139.4728 },
      stations: [{ line: '西武新宿線', station: '航空公園', walkMinutes: 15 }],
      features: ['24時間利用可', '車両横付け可', '防犯カメラ', 'フェンス・門扉'],
      published: true,
      opened: '2025-06-01',
    },
    'BY-303': {
      name: 'ボックスヤード 相模原',
      description:
        'JR横浜線「相模原」駅から徒歩14分。40フィートコンテナもあり、資材置き場として法人のお客様に人気です。',
      postalCode: '252-0231',
      prefecture: '神奈川県',
      city: '相模原市中央区',
      addressLine: '相模原七丁目4番地1',
      location: { latitude: 35.5823, longitude: 139.3764 },
      stations: [{ line: 'JR横浜線', station: '相模原', walkMinutes: 14 }],
      features: ['24時間利用可', '車両横付け可', '防犯カメラ', '照明付き', '法人契約可'],
      published: true,
      opened: '2025-08-01',
    },
    'BY-304': {
      name: 'ボックスヤード 稲沢',
      description:
        '名鉄名古屋本線「国府宮」駅から徒歩16分。名神高速の一宮インターから近い郊外型のヤードです。',
      postalCode: '492-8137',
      prefecture: '愛知県',
      city: '稲沢市',
      addressLine: '国府宮二丁目9番地',
      location: { latitude: 35.2531, longitude: 136.8017 },
      stations: [{ line: '名鉄名古屋本線', station: '国府宮', walkMinutes: 16 }],
      features: ['24時間利用可', '車両横付け可', '防犯カメラ', 'フェンス・門扉'],
      published: true,
      opened: '2025-10-01',
    },
    'BY-305': {
      name: 'ボックスヤード 千早',
      description:
        'JR鹿児島本線「千早」駅から徒歩12分。都市高速の香椎浜出入口から近く、九州一円への配送拠点にも。',
      postalCode: '813-0044',
      prefecture: '福岡県',
      city: '福岡市東区',
      addressLine: '千早六丁目12番地4',
      location: { latitude: 33.6496, longitude: 130.4408 },
      stations: [
        { line: 'JR鹿児島本線', station: '千早', walkMinutes: 12 },
        { line: '西鉄貝塚線', station: '西鉄千早', walkMinutes: 13 },
      ],
      features: ['24時間利用可', '車両横付け可', '防犯カメラ', '照明付き'],
      published: true,
      opened: '2026-02-01',
    },
    'BY-306': {
      // Land contract under negotiation: kept unpublished.
      name: 'ボックスヤード 野田（準備中）',
      description:
        '東武アーバンパークライン「愛宕」駅から徒歩13分の新ヤードです。造成工事の完了後に公開します。',
      postalCode: '278-0022',
      prefecture: '千葉県',
      city: '野田市',
      addressLine: '山崎1550番地',
      location: { latitude: 35.9569, longitude: 139.8688 },
      stations: [{ line: '東武アーバンパークライン', station: '愛宕', walkMinutes: 13 }],
      features: ['車両横付け可', 'フェンス・門扉'],
      published: false,
      opened: '2026-11-01',
    },
  },
  'kura-next': {
    'KN-401': {
      name: 'クラネクスト 江坂（開業準備中）',
      description: '大阪メトロ御堂筋線「江坂」駅から徒歩4分。2027年春の開業に向けて準備中です。',
      postalCode: '564-0063',
      prefecture: '大阪府',
      city: '吹田市',
      addressLine: '江坂町一丁目23番5号',
      location: { latitude: 34.7586, longitude: 135.4973 },
      stations: [{ line: '大阪メトロ御堂筋線', station: '江坂', walkMinutes: 4 }],
      features: ['24時間利用可', '空調完備', '防犯カメラ'],
      published: false,
      opened: '2026-11-01',
    },
  },
};

export const demoAssets: DemoAsset[] = Object.entries(content).flatMap(([brandId, assets]) =>
  Object.entries(assets).map(([id, { opened, ...rest }]) => ({
    brandId,
    id,
    data: {
      assetNumber: id,
      ...rest,
      imagePaths: [assetPhotoPath(brandId, id, 1), assetPhotoPath(brandId, id, 2)],
      layoutImagePath: assetLayoutPath(brandId, id),
      createdAt: new Date(`${opened}T10:00:00+09:00`),
      updatedAt: new Date(`${opened}T10:00:00+09:00`),
    },
  })),
);
