import type { Brand } from '../../../src/lib/model/brand';
import { at } from './demo-clock';

export interface DemoBrand {
  id: string;
  data: Brand;
  /** Operating company, used on the 会社概要 and 特商法 pages. */
  company: {
    name: string;
    representative: string;
    postalCode: string;
    address: string;
    founded: string;
    capital: string;
    business: string;
  };
}

/** Storage paths of the brand images (public-read under brands/{brandId}/ in storage.rules). */
export const brandLogoPath = (brandId: string) => `brands/${brandId}/logo.png`;
export const brandHeroPath = (brandId: string) => `brands/${brandId}/hero.png`;

const created = at('2025-04-01 10:00');

export const demoBrands: DemoBrand[] = [
  {
    id: 'sorakura',
    data: {
      name: 'ソラクラ',
      kind: 'trunk-room',
      tagline: '暮らしに、もうひと部屋。駅チカの屋内トランクルーム',
      description:
        'ソラクラは、首都圏・名古屋・大阪・福岡の駅近くで屋内型トランクルームを運営しています。' +
        '全店空調完備・24時間出し入れ自由。季節の衣類やアウトドア用品、書類の保管まで、0.5帖から3帖の広さをお選びいただけます。' +
        'お申し込みはWebで完結し、最短で翌営業日からご利用いただけます。',
      logoPath: brandLogoPath('sorakura'),
      heroPath: brandHeroPath('sorakura'),
      themeColor: '#1f6feb',
      contact: {
        email: 'support@sorakura.example.com',
        phone: '050-3000-0101',
        hours: '毎日 10:00〜19:00（年末年始を除く）',
      },
      published: true,
      sortOrder: 10,
      createdAt: created,
      updatedAt: at('2026-10-01 10:00'),
    },
    company: {
      name: '株式会社ソラクラ',
      representative: '代表取締役 高橋 誠',
      postalCode: '105-0011',
      address: '東京都港区芝公園二丁目4番1号 芝パークビル8階',
      founded: '2016年4月',
      capital: '5,000万円',
      business: 'トランクルームの企画・運営、収納サービスの提供',
    },
  },
  {
    id: 'moto-garage',
    data: {
      name: 'モトガレージ',
      kind: 'bike-garage',
      tagline: '愛車を雨風と盗難から守る、シャッター付きバイクガレージ',
      description:
        'モトガレージは、オートバイ専用のシャッター付きガレージです。' +
        '全区画に電源コンセントと盗難防止用のアンカーを備え、敷地には防犯カメラを設置しています。' +
        '原付から大型バイクまで、車格に合わせた区画をご用意しています。',
      logoPath: brandLogoPath('moto-garage'),
      heroPath: brandHeroPath('moto-garage'),
      themeColor: '#c0392b',
      contact: {
        email: 'info@moto-garage.example.com',
        phone: '050-3000-0202',
        hours: '平日 10:00〜18:00',
      },
      published: true,
      sortOrder: 20,
      createdAt: created,
      updatedAt: at('2026-09-15 10:00'),
    },
    company: {
      name: 'モトガレージ株式会社',
      representative: '代表取締役 中村 健一',
      postalCode: '143-0006',
      address: '東京都大田区平和島一丁目1番1号',
      founded: '2019年10月',
      capital: '3,000万円',
      business: 'バイクガレージ・駐輪場の運営',
    },
  },
  {
    id: 'box-yard',
    data: {
      name: 'ボックスヤード',
      kind: 'container',
      tagline: '車を横付けして積み下ろし。大きな荷物もまるごと収納できる屋外コンテナ',
      description:
        'ボックスヤードは、20フィート・40フィートの海上コンテナを使った屋外型の収納スペースです。' +
        'コンテナの前まで車で乗り入れられるので、タイヤや工具、店舗の什器など重くてかさばる物の出し入れも簡単です。' +
        '法人のお客様の在庫・資材置き場としても多くご利用いただいています。',
      logoPath: brandLogoPath('box-yard'),
      heroPath: brandHeroPath('box-yard'),
      themeColor: '#2a9d8f',
      contact: {
        email: 'contact@box-yard.example.com',
        phone: '050-3000-0303',
        hours: '平日 9:00〜17:00',
      },
      published: true,
      sortOrder: 30,
      createdAt: created,
      updatedAt: at('2026-08-20 10:00'),
    },
    company: {
      name: 'ボックスヤード株式会社',
      representative: '代表取締役 小林 直樹',
      postalCode: '277-0005',
      address: '千葉県柏市柏四丁目8番1号',
      founded: '2012年7月',
      capital: '1,000万円',
      business: 'コンテナ収納・資材置き場の賃貸',
    },
  },
  {
    // Not yet open: visible in the admin area only, so the public/admin difference shows.
    id: 'kura-next',
    data: {
      name: 'クラネクスト',
      kind: 'trunk-room',
      tagline: '2027年春、関西にオープン予定の新しいトランクルーム',
      description:
        'クラネクストは関西エリアで開業準備中のトランクルームブランドです。' +
        'オープンに向けて、店舗情報と料金を準備しています。公開まで今しばらくお待ちください。',
      logoPath: brandLogoPath('kura-next'),
      heroPath: brandHeroPath('kura-next'),
      themeColor: '#8e44ad',
      contact: {
        email: 'hello@kura-next.example.com',
        phone: '050-3000-0404',
        hours: '平日 10:00〜17:00',
      },
      published: false,
      sortOrder: 40,
      createdAt: at('2026-10-10 10:00'),
      updatedAt: at('2026-11-01 10:00'),
    },
    company: {
      name: '株式会社クラネクスト',
      representative: '代表取締役 松本 さやか',
      postalCode: '564-0063',
      address: '大阪府吹田市江坂町一丁目23番5号',
      founded: '2026年6月',
      capital: '1,000万円',
      business: 'トランクルームの運営（開業準備中）',
    },
  },
];
