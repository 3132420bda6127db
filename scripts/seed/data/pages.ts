import type { BrandPage, BrandPageKey } from '../../../src/lib/model/brand-page';
import { brandPageKeyLabels } from '../../../src/lib/model/brand-page';
import { demoBrands } from './brands';
import type { DemoBrand } from './brands';
import { termsHistory } from './terms-versions';

export interface DemoBrandPage {
  brandId: string;
  id: BrandPageKey;
  data: BrandPage;
}

const noun: Record<string, { unit: string; place: string; item: string }> = {
  'trunk-room': { unit: 'トランクルーム', place: '店舗', item: 'お荷物' },
  'bike-garage': { unit: 'バイクガレージ', place: 'ガレージ', item: 'オートバイ及び関連用品' },
  container: { unit: 'コンテナ', place: 'ヤード', item: 'お荷物' },
  parking: { unit: '駐車場', place: '駐車場', item: '車両' },
};

function flow(b: DemoBrand): string {
  const n = noun[b.data.kind]!;
  return `## ご利用開始までの流れ

お申し込みからご利用開始まで、最短で翌営業日です。すべてWebで完結し、来店や書類の郵送は不要です。

### 1. ${n.place}と区画を選ぶ

物件一覧から、ご希望のエリアの${n.place}を探してください。区画ごとに広さ・月額料金・空き状況を掲載しています。
実際の${n.unit}をご覧になりたい方は、物件ページの「内見予約」からご希望の日時をお知らせください。

### 2. Webでお申し込み

区画ページの「この区画を申し込む」からお申し込みください。お申し込みにはアカウント登録（メールアドレスとパスワード）が必要です。
お名前・ご住所・ご連絡先・利用開始希望日を入力し、利用規約に同意のうえ送信してください。

### 3. 審査・ご契約

お申し込み内容を確認し、原則2営業日以内に審査結果をメールでお知らせします。
審査通過後、初期費用（事務手数料・保証料・鍵代と初月分の利用料）をお支払いいただくとご契約成立です。

### 4. ご利用開始

利用開始日の前日までに、${b.data.kind === 'trunk-room' ? 'セキュリティカードと' : ''}鍵の受け取り方法をご案内します。
利用開始日から${n.place}をご利用いただけます。ご契約中の区画と請求は「マイユニット」でいつでも確認できます。

### 解約について

解約は、マイユニットの「解約のお申し出」から、解約希望月の前月末日までにお申し出ください。月の途中で解約された場合も、日割り計算は行いません。
`;
}

function terms(b: DemoBrand): string {
  const n = noun[b.data.kind]!;
  // The 版 and its date are shown above the body from the page's version and updatedAt, so the
  // body names only the date the terms were first made: staff raising the 版 never leave it stale.
  const first = termsHistory[b.id]![0]!;
  const established = first.effective.toLocaleDateString('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return `この利用規約（以下「本規約」といいます）は、${b.company.name}（以下「当社」といいます）が提供する${n.unit}「${b.data.name}」（以下「本サービス」といいます）の利用条件を定めるものです。

## 第1条（適用）

本規約は、本サービスの利用に関する当社と利用者との間の一切の関係に適用されます。

## 第2条（契約の成立）

1. 本サービスの利用を希望する方は、当社所定の方法により申し込むものとします。
2. 当社が申し込みを承諾し、利用者が初期費用を支払った時点で利用契約が成立します。
3. 当社は、申込者が18歳未満である場合、申込内容に虚偽がある場合その他当社が不適当と判断した場合、申し込みを承諾しないことがあります。

## 第3条（利用料金）

1. 利用者は、月額利用料及び管理費を、当社が指定する方法により、当月分を当月27日までに支払うものとします。
2. 月の途中で利用を開始した場合、初月の利用料は日割りで計算します。月の途中で解約した場合の日割り計算は行いません。
3. 支払期日を過ぎた場合、当社は年14.6%の割合による遅延損害金を請求することがあります。

## 第4条（保管できない物）

利用者は、次の物を${n.unit}に保管してはなりません。

- 現金、有価証券、貴金属その他の貴重品
- 動物、植物及び生鮮食品
- 灯油、ガソリン（${b.data.kind === 'bike-garage' ? '車両の燃料タンク内のものを除く' : '車両等の燃料タンク内のものを含む'}）その他の危険物
- 法令により所持が禁止されている物
- 臭気、汚損等により他の利用者に迷惑を及ぼすおそれのある物

## 第5条（禁止事項）

利用者は、${n.unit}を居住、事務所、作業場その他保管以外の目的で使用してはなりません。また、区画の転貸及び利用権の譲渡をしてはなりません。

## 第6条（免責）

当社は、天災地変その他当社の責めに帰すことのできない事由により${n.item}に生じた損害について、責任を負いません。${n.item}の保険は、利用者の責任で付保するものとします。

## 第7条（解約）

1. 利用者は、解約希望月の前月末日までに当社に通知することにより、利用契約を解約できます。
2. 利用者は、解約日までに${n.item}を搬出し、区画を原状に復して明け渡すものとします。

## 第8条（規約の変更）

当社は、民法第548条の4の規定に基づき本規約を変更することがあります。変更後の規約は、本サービスのWebサイトに掲載した時点から効力を生じます。

## 第9条（準拠法・管轄）

本規約は日本法に準拠し、本サービスに関する紛争は当社本店所在地を管轄する地方裁判所を第一審の専属的合意管轄裁判所とします。

---

${established}制定
`;
}

function privacy(b: DemoBrand): string {
  return `${b.company.name}（以下「当社」といいます）は、「${b.data.name}」の提供にあたり取得するお客様の個人情報を、以下の方針に従って取り扱います。

## 1. 取得する個人情報

お名前、フリガナ、ご住所、電話番号、メールアドレス、生年月日、ご契約内容、お支払い状況、お問い合わせ内容。

## 2. 利用目的

- お申し込みの審査、ご契約の締結及び履行のため
- 利用料金の請求及び収納のため
- ${b.data.kind === 'trunk-room' ? 'セキュリティカード' : '鍵'}の発行、入退場管理及び防犯のため
- お問い合わせ・内見予約へのご対応のため
- サービスの改善及び新サービスのご案内のため（ご案内の停止はいつでもお申し付けいただけます）

## 3. 第三者提供

法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供することはありません。保証会社及び決済代行会社には、業務の遂行に必要な範囲で委託します。

## 4. 防犯カメラの映像

敷地内の防犯カメラの映像は、防犯及び事故対応の目的に限って利用し、原則30日間保存した後に消去します。

## 5. 開示等のご請求

保有個人データの開示、訂正、利用停止等のご請求は、下記の窓口までご連絡ください。ご本人確認のうえ、遅滞なく対応します。

## 6. お問い合わせ窓口

${b.company.name} 個人情報お問い合わせ窓口
メール：${b.data.contact.email}
電話：${b.data.contact.phone}（${b.data.contact.hours}）
`;
}

function companyOverview(b: DemoBrand): string {
  return `| 項目 | 内容 |
| --- | --- |
| 会社名 | ${b.company.name} |
| 代表者 | ${b.company.representative} |
| 所在地 | 〒${b.company.postalCode} ${b.company.address} |
| 設立 | ${b.company.founded} |
| 資本金 | ${b.company.capital} |
| 事業内容 | ${b.company.business} |
| 運営サービス | ${b.data.name} |
| お問い合わせ | ${b.data.contact.email} / ${b.data.contact.phone}（${b.data.contact.hours}） |
`;
}

/**
 * The 特定商取引法 page's 支払方法 and 支払時期 are written by the page from the brand's
 * お支払い設定 (withPaymentTerms, docs/billing.md); the stored rows only keep their place.
 */
const fromBillingSettings = '（お支払い設定の内容が表示されます）';

function transaction(b: DemoBrand): string {
  const n = noun[b.data.kind]!;
  return `| 項目 | 内容 |
| --- | --- |
| 販売事業者 | ${b.company.name} |
| 運営責任者 | ${b.company.representative.replace('代表取締役 ', '')} |
| 所在地 | 〒${b.company.postalCode} ${b.company.address} |
| 電話番号 | ${b.data.contact.phone}（受付時間：${b.data.contact.hours}） |
| メールアドレス | ${b.data.contact.email} |
| 販売価格 | 各区画のページに表示する月額利用料・管理費（いずれも税込） |
| 商品代金以外の必要料金 | 事務手数料、保証料、鍵代（区画ページに記載）。振込手数料はお客様のご負担となります |
| 支払方法 | ${fromBillingSettings} |
| 支払時期 | ${fromBillingSettings} |
| サービス提供時期 | ご契約後、利用開始日から |
| 解約・返金 | 解約は前月末日までのご連絡で翌月末に終了します。日割りでの返金は行いません |
| 動作環境 | ${n.unit}の予約・お支払いはスマートフォン・パソコンの最新のブラウザでご利用いただけます |
`;
}

function annotation(b: DemoBrand): string {
  const common = [
    '表示の料金はすべて税込です。',
    '空き状況は随時変動します。お申し込みの時点で満室となっている場合があります。',
    '区画の寸法は内寸の目安です。扉の開口部は寸法より狭くなりますので、大きなお荷物は内見でご確認ください。',
  ];
  const byKind: Record<string, string[]> = {
    'trunk-room': ['0.5帖の区画は上下2段のロッカー型です。', '1帖あたり1.62㎡で換算しています。'],
    'bike-garage': [
      'ガレージ内での整備・洗車・給油はご遠慮ください。',
      '原付・小型区画に排気量126cc以上の車両は収まらない場合があります。',
    ],
    container: [
      'コンテナは屋外に設置しています。湿気に弱い物の保管には除湿剤のご利用をおすすめします。',
      '南京錠はお客様でご用意いただくこともできます。',
    ],
  };
  return [...common, ...(byKind[b.data.kind] ?? [])].map((l) => `※${l}`).join('\n\n') + '\n';
}

function thanks(b: DemoBrand): string {
  // Shown under the page's own heading (お申し込みを受け付けました) and thanks: what happens next.
  return `## 今後の流れ

ご登録のメールアドレスに、受付完了のお知らせをお送りしています。

- 審査結果は、原則2営業日以内にメールでご連絡します。
- お申し込み内容と審査の状況は「マイユニット」でご確認いただけます。
- 審査の前であれば、マイユニットからお申し込みを取り消すことができます。

ご不明な点は ${b.data.contact.phone}（${b.data.contact.hours}）までお問い合わせください。
`;
}

const builders: Record<BrandPageKey, (b: DemoBrand) => string> = {
  flow,
  terms,
  'privacy-policy': privacy,
  'company-overview': companyOverview,
  transaction,
  annotation,
  thanks,
};

export const demoBrandPages: DemoBrandPage[] = demoBrands.flatMap((b) =>
  (Object.keys(builders) as BrandPageKey[]).map((key) => {
    const history = termsHistory[b.id]!;
    const latest = history.at(-1)!;
    return {
      brandId: b.id,
      id: key,
      data: {
        title: key === 'thanks' ? 'お申し込み完了' : brandPageKeyLabels[key],
        body: builders[key](b),
        // Only the terms are versioned in earnest (applications record the version agreed to).
        version: key === 'terms' ? latest.version : 1,
        updatedAt: key === 'terms' ? latest.effective : b.data.updatedAt,
      },
    };
  }),
);

/**
 * Every 版 of each brand's 利用規約 as kept at pages/terms/versions/{版} (issue 19, item 12):
 * the demo has one text per brand, so earlier 版 carry the same text, dated when they took effect.
 */
export const demoTermsVersions: DemoBrandPage[] = demoBrands.flatMap((b) =>
  termsHistory[b.id]!.map(({ version, effective }) => ({
    brandId: b.id,
    id: 'terms' as const,
    data: { title: brandPageKeyLabels.terms, body: terms(b), version, updatedAt: effective },
  })),
);
