import type { Prefecture } from '../../../src/lib/model/prefecture';

export interface DemoPerson {
  uid: string;
  email: string;
  name: string;
  kana: string;
  phone: string;
  postalCode: string;
  prefecture: Prefecture;
  city: string;
  addressLine: string;
  building?: string;
  birthDate: string;
}

/** The accounts `npm start` creates in the Auth emulator (same uids and e-mail addresses). */
export const demoAccountUids = {
  admin: 'demo-admin',
  user: 'demo-user',
  user2: 'demo-user-2',
} as const;

export const demoUser: DemoPerson = {
  uid: demoAccountUids.user,
  email: 'user@example.com',
  name: '佐藤 花子',
  kana: 'サトウ ハナコ',
  phone: '090-0000-1001',
  postalCode: '154-0023',
  prefecture: '東京都',
  city: '世田谷区',
  addressLine: '若林三丁目5番2号',
  building: 'メゾン若林203',
  birthDate: '1990-05-14',
};

export const demoUser2: DemoPerson = {
  uid: demoAccountUids.user2,
  email: 'user2@example.com',
  name: '鈴木 一郎',
  kana: 'スズキ イチロウ',
  phone: '080-0000-2002',
  postalCode: '277-0852',
  prefecture: '千葉県',
  city: '柏市',
  addressLine: '旭町二丁目3番11号',
  birthDate: '1984-11-02',
};

type Row = [
  name: string,
  kana: string,
  prefecture: Prefecture,
  postalCode: string,
  city: string,
  addressLine: string,
  birthDate: string,
];

/** Fictional customers without Auth accounts: they give the admin lists some volume. */
const rows: Row[] = [
  [
    '田中 美咲',
    'タナカ ミサキ',
    '東京都',
    '154-0004',
    '世田谷区',
    '太子堂四丁目12番3号',
    '1992-03-08',
  ],
  [
    '伊藤 大輔',
    'イトウ ダイスケ',
    '東京都',
    '135-0061',
    '江東区',
    '豊洲四丁目8番1号',
    '1985-07-21',
  ],
  [
    '渡辺 由美',
    'ワタナベ ユミ',
    '神奈川県',
    '222-0032',
    '横浜市港北区',
    '大豆戸町310番地',
    '1979-12-30',
  ],
  [
    '山本 翔太',
    'ヤマモト ショウタ',
    '埼玉県',
    '330-0846',
    'さいたま市大宮区',
    '大門町三丁目42番5号',
    '1996-01-17',
  ],
  ['中村 恵', 'ナカムラ メグミ', '千葉県', '273-0011', '船橋市', '湊町一丁目6番9号', '1988-09-04'],
  [
    '小林 健太',
    'コバヤシ ケンタ',
    '大阪府',
    '530-0041',
    '大阪市北区',
    '天神橋四丁目2番18号',
    '1991-06-12',
  ],
  [
    '加藤 真由美',
    'カトウ マユミ',
    '愛知県',
    '460-0003',
    '名古屋市中区',
    '錦一丁目9番4号',
    '1975-02-25',
  ],
  [
    '吉田 拓也',
    'ヨシダ タクヤ',
    '福岡県',
    '812-0011',
    '福岡市博多区',
    '博多駅前三丁目7番20号',
    '1983-10-09',
  ],
  [
    '山田 涼子',
    'ヤマダ リョウコ',
    '東京都',
    '176-0002',
    '練馬区',
    '桜台二丁目31番7号',
    '1994-04-03',
  ],
  [
    '佐々木 亮',
    'ササキ リョウ',
    '東京都',
    '143-0015',
    '大田区',
    '大森西一丁目15番6号',
    '1987-08-19',
  ],
  [
    '山口 沙織',
    'ヤマグチ サオリ',
    '神奈川県',
    '211-0025',
    '川崎市中原区',
    '木月一丁目28番2号',
    '1993-11-27',
  ],
  [
    '松本 隆',
    'マツモト タカシ',
    '埼玉県',
    '332-0035',
    '川口市',
    '西青木三丁目4番8号',
    '1970-05-06',
  ],
  [
    '井上 彩',
    'イノウエ アヤ',
    '大阪府',
    '590-0024',
    '堺市堺区',
    '向陵中町二丁目6番1号',
    '1998-02-14',
  ],
  [
    '木村 浩二',
    'キムラ コウジ',
    '愛知県',
    '464-0850',
    '名古屋市千種区',
    '今池五丁目19番3号',
    '1981-07-31',
  ],
  ['林 千尋', 'ハヤシ チヒロ', '千葉県', '277-0863', '柏市', '豊四季台一丁目1番25号', '1989-12-11'],
  [
    '清水 正樹',
    'シミズ マサキ',
    '埼玉県',
    '359-0041',
    '所沢市',
    '中新井二丁目210番地',
    '1977-03-22',
  ],
  [
    '山崎 陽菜',
    'ヤマザキ ヒナ',
    '神奈川県',
    '252-0236',
    '相模原市中央区',
    '富士見六丁目5番14号',
    '2000-08-08',
  ],
  ['森 大樹', 'モリ ダイキ', '愛知県', '492-8143', '稲沢市', '赤池町180番地', '1986-01-29'],
  [
    '池田 奈々',
    'イケダ ナナ',
    '福岡県',
    '813-0041',
    '福岡市東区',
    '水谷二丁目3番7号',
    '1995-05-20',
  ],
  [
    '橋本 誠',
    'ハシモト マコト',
    '東京都',
    '154-0017',
    '世田谷区',
    '世田谷一丁目22番4号',
    '1968-10-15',
  ],
  ['阿部 里奈', 'アベ リナ', '大阪府', '531-0072', '大阪市北区', '豊崎三丁目10番2号', '1997-09-01'],
  [
    '石川 和也',
    'イシカワ カズヤ',
    '東京都',
    '135-0062',
    '江東区',
    '東雲一丁目9番12号',
    '1990-02-07',
  ],
  [
    '前田 恭子',
    'マエダ キョウコ',
    '千葉県',
    '273-0031',
    '船橋市',
    '西船四丁目17番3号',
    '1982-06-16',
  ],
  [
    '藤田 悠斗',
    'フジタ ユウト',
    '福岡県',
    '812-0026',
    '福岡市博多区',
    '上川端町5番8号',
    '1999-11-23',
  ],
];

export const demoMembersPool: DemoPerson[] = rows.map(
  ([name, kana, prefecture, postalCode, city, addressLine, birthDate], i) => {
    const n = String(i + 1).padStart(3, '0');
    return {
      uid: `demo-member-${n}`,
      email: `member${n}@example.com`,
      name,
      kana,
      phone: `0${i % 2 === 0 ? 90 : 80}-0000-3${n}`,
      postalCode,
      prefecture,
      city,
      addressLine,
      birthDate,
    };
  },
);

export const demoPeople: DemoPerson[] = [demoUser, demoUser2, ...demoMembersPool];
