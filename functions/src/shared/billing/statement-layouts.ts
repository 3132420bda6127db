/**
 * Which column of a bank's 入出金明細 CSV holds what. A known bank's layout is a row of the table
 * below; a layout staff map themselves (a brand's saved statement format, the mapping step) is the
 * same shape. Column names are written as the bank writes them (full-width where it uses
 * full-width); they are compared after NFKC with spaces removed, so 「受入金額（円）」 matches
 * 「受入金額(円)」.
 */
export type StatementColumns = {
  /** 取引日: one column, or the year, month and day in three (PayPay銀行) */
  date: string | readonly [year: string, month: string, day: string];
  /** the deposit (入金) column, or the one signed 入出金 column when `signed` */
  deposit: string;
  /** true when `deposit` is one signed column: positive 入金, negative 出金 (楽天銀行) */
  signed: boolean;
  /** the withdrawal (出金) column, when the file has one of its own */
  withdrawal: string | null;
  /** who paid (振込依頼人名) as the bank prints it */
  payer: string;
  /** the balance after the line (差引残高), when the file has one: part of a line's identity */
  balance: string | null;
};

export type StatementLayout = {
  id: string;
  /** the bank and its service, as staff know them */
  label: string;
  columns: StatementColumns;
  /** what the file looks like besides its columns: encoding, lines above the header, dates */
  file: string;
  /** where the layout was taken from */
  source: string;
  /**
   * false when no document of the bank and no file it wrote could be found: the layout is the
   * best public evidence, and a file that differs goes to the mapping step instead of being read
   */
  confirmed: boolean;
};

/**
 * The banks' layouts (docs/billing.md「入出金明細の形式」 has each one's file and source). The
 * order matters only where one layout's columns are a subset of another's: the more specific
 * comes first. 三菱UFJ's payer is 摘要内容 alone (摘要 holds the kind: 振込１, カード…), as the
 * reader before this table took it, so lines recorded then keep their identity.
 */
export const statementLayouts: readonly StatementLayout[] = [
  {
    id: 'yucho',
    label: 'ゆうちょ銀行（ゆうちょダイレクト）',
    columns: {
      date: '取引日',
      deposit: '受入金額（円）',
      signed: false,
      withdrawal: '払出金額（円）',
      payer: '詳細２',
      balance: '現在（貸付）高',
    },
    file: 'Shift_JIS。見出しの上に口座情報の7行（お客さま口座情報・現在高・出力日時・口座番号・照会対象・日付指定・明細件数）。取引日は20261205、各行の末尾にカンマ。詳細１は取引の種類（振込・カード…）、詳細２が相手の名義。',
    source:
      'issue 37 に引用された見出し行と、公開の変換ツール masae-ogawa/yuucho-to-freee の sample_data/sample_yuucho.csv（ゆうちょダイレクトからダウンロードしたファイルの形）',
    confirmed: true,
  },
  {
    id: 'mufg',
    label: '三菱UFJ銀行（三菱UFJダイレクト）',
    columns: {
      date: '日付',
      deposit: '預かり金額',
      signed: false,
      withdrawal: '支払い金額',
      payer: '摘要内容',
      balance: '差引残高',
    },
    file: 'Shift_JIS、各項目をダブルクォートで囲む。見出しは「日付」「摘要」「摘要内容」「支払い金額」「預かり金額」「差引残高」「メモ」「未資金化区分」「入払区分」。日付は2026/12/5（月日の0埋めなし）、金額はカンマ区切り。',
    source:
      '同じ見出しを引く複数の公開パーサーとテスト（銀行サイトの画面を模したテストデータを含む）',
    confirmed: true,
  },
  {
    id: 'smbc',
    label: '三井住友銀行（SMBCダイレクト）',
    columns: {
      date: '年月日',
      deposit: 'お預入れ',
      signed: false,
      withdrawal: 'お引出し',
      payer: 'お取り扱い内容',
      balance: '残高',
    },
    file: '見出しは「年月日」「お引出し」「お預入れ」「お取り扱い内容」「残高」「メモ」「ラベル」。UTF-8（BOM付き）で見出しの上に口座番号・期間の行があるもの、Shift_JISで見出しから始まるもの、の両方の報告がある。日付は2026/12/5。',
    source:
      '公開の家計簿ツールのSMBC取込仕様（UTF-8 BOM付き・メタ行あり）と、別の公開設計書（Shift_JIS）',
    confirmed: true,
  },
  {
    id: 'mizuho',
    label: 'みずほ銀行（みずほダイレクト）',
    columns: {
      date: '日付',
      deposit: 'お預入金額',
      signed: false,
      withdrawal: 'お引出金額',
      payer: 'お取引内容',
      balance: '残高',
    },
    file: 'Shift_JIS。見出しの上に口座情報・照会期間などの行（11行）と空行。見出しは「明細通番」「日付」「お引出金額」「お預入金額」「残高」「お取引内容」。日付は2026.12.05。',
    source: '公開の取込ツール2件（みずほ銀行「入出金明細」CSVのパーサー）の説明とテスト',
    confirmed: true,
  },
  {
    id: 'resona',
    label: 'りそな銀行（マイゲート）',
    columns: {
      date: '取引日',
      deposit: 'お預り金額',
      signed: false,
      withdrawal: 'お支払金額',
      payer: '摘要',
      balance: '差引残高',
    },
    file: '未確認。公開された説明も実際のファイルも見つからなかったため、見出し「取引日」「摘要」「お支払金額」「お預り金額」「差引残高」、Shift_JIS、日付2026/12/05を仮に置いている。',
    source:
      '見つからず（銀行の説明書・公開ツールとも）。実際のファイルの見出しが違えば「列の対応づけ」で読む',
    confirmed: false,
  },
  {
    id: 'rakuten',
    label: '楽天銀行',
    columns: {
      date: '取引日',
      deposit: '入出金(円)',
      signed: true,
      withdrawal: null,
      payer: '入出金内容',
      balance: '取引後残高(円)',
    },
    file: 'Shift_JIS（CP932）、CRLF。見出しは「取引日」「入出金(円)」「取引後残高(円)」「入出金内容」。入出金は符号つきの1列（出金はマイナス）、取引日は20261205、カンマなし。',
    source:
      'beancount-multitool（rlan）の楽天銀行の説明・テストデータほか、同じ見出しを引く複数の公開パーサー',
    confirmed: true,
  },
  {
    id: 'paypay',
    label: 'PayPay銀行',
    columns: {
      date: ['操作日(年)', '操作日(月)', '操作日(日)'],
      deposit: 'お預り金額',
      signed: false,
      withdrawal: 'お支払金額',
      payer: '摘要',
      balance: '残高',
    },
    file: 'Shift_JIS、各項目をダブルクォートで囲む。日付は「操作日(年)」「操作日(月)」「操作日(日)」の3列に分かれ、続いて操作時刻（時・分・秒）、「取引順番号」「摘要」「お支払金額」「お預り金額」「残高」「メモ」。',
    source:
      '旧ジャパンネット銀行のCSVを読む複数の公開スクリプト（見出し行を文字どおり比較するもの）',
    confirmed: true,
  },
  {
    id: 'gmo-aozora',
    label: 'GMOあおぞらネット銀行',
    columns: {
      date: '日付',
      deposit: '入金金額',
      signed: false,
      withdrawal: '出金金額',
      payer: '摘要',
      balance: '残高',
    },
    file: '未確認。見出し「日付」「摘要」「出金金額」「入金金額」「残高」「メモ」、UTF-8（BOMなし）、日付2026/12/05を置いている。',
    source:
      '銀行の説明は見つからず、公開の取込ツール1件の想定（そのツール自身が未検証と明記）。違えば「列の対応づけ」で読む',
    confirmed: false,
  },
];

/** A column name as compared: NFKC (full-width letters, digits and brackets half-width), no spaces. */
export function columnKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '');
}

/** Every column a layout reads, so a header row is its header only when it has all of them. */
export function columnsRead(columns: StatementColumns): string[] {
  const date = typeof columns.date === 'string' ? [columns.date] : [...columns.date];
  return [
    ...date,
    columns.deposit,
    ...(columns.withdrawal === null ? [] : [columns.withdrawal]),
    columns.payer,
    ...(columns.balance === null ? [] : [columns.balance]),
  ];
}
