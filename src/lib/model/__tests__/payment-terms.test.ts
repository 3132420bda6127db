import { describe, expect, it } from 'vitest';
import { paymentTerms, withPaymentTerms } from '#shared/model/payment-terms.js';

const terms = paymentTerms({ methods: ['transfer', 'debit'] });

describe('paymentTerms (特定商取引法: 支払方法・支払時期)', () => {
  it('names the methods the brand offers, in its order, and the due-day rule', () => {
    expect(terms.methods).toBe('銀行振込、口座振替');
    expect(terms.timing).toBe(
      '初期費用と初月分はご契約時にご請求し、請求書に記載の支払期限までにお支払いいただきます。' +
        '月額利用料・管理費は、当月分を毎月27日まで（金融機関の休業日にあたる場合は翌営業日）にお支払いいただきます。' +
        '口座振替の場合は、毎月の引落日にご指定の口座から引き落とします（引落日はお手続きの際にお知らせします）。',
    );
  });

  it('states the 引落日 when the brand has one, and no 口座振替 sentence without 口座振替', () => {
    expect(paymentTerms({ methods: ['debit'], debitDay: 26 }).timing).toContain(
      '口座振替の場合は、毎月26日（金融機関の休業日にあたる場合は翌営業日）にご指定の口座から引き落とします。',
    );
    const cash = paymentTerms({ methods: ['transfer', 'cash'] });
    expect(cash.methods).toBe('銀行振込、窓口での現金払い');
    expect(cash.timing).not.toContain('口座振替');
  });

  it('without methods says staff will tell', () => {
    expect(paymentTerms({ methods: [] }).methods).toBe('ご契約の際に担当者からご案内します');
  });
});

describe('withPaymentTerms', () => {
  const table = [
    '| 項目 | 内容 |',
    '| --- | --- |',
    '| 販売事業者 | 株式会社ソラクラ |',
    '| 支払方法 | クレジットカード、口座振替 |',
    '| 支払時期 | 初期費用はご契約時 |',
    '| 解約・返金 | 前月末日までのご連絡で |',
  ];
  const methodsRow = '| 支払方法 | 銀行振込、口座振替 |';
  const timingRow = `| 支払時期 | ${terms.timing} |`;

  it('replaces the rows staff wrote where they stand, whatever they said', () => {
    expect(withPaymentTerms(table.join('\n'), terms).split('\n')).toEqual([
      table[0],
      table[1],
      table[2],
      methodsRow,
      timingRow,
      table[5],
    ]);
  });

  it('knows the labels staff use: お支払い方法, 代金の支払時期, bold', () => {
    const body = [
      ...table.slice(0, 3),
      '| **お支払い方法** | カード |',
      '| 代金の支払時期 | 前払い |',
      '| 商品代金の支払方法 | 現金 |',
    ].join('\n');
    expect(withPaymentTerms(body, terms).split('\n')).toEqual([
      ...table.slice(0, 3),
      methodsRow,
      timingRow,
    ]);
  });

  it('adds a missing row next to the other, or at the end of the first table', () => {
    const onlyMethods = [...table.slice(0, 4), table[5]].join('\n');
    expect(withPaymentTerms(onlyMethods, terms).split('\n')).toEqual([
      ...table.slice(0, 3),
      methodsRow,
      timingRow,
      table[5],
    ]);
    const onlyTiming = [...table.slice(0, 3), table[4], table[5]].join('\n');
    expect(withPaymentTerms(onlyTiming, terms).split('\n')).toEqual([
      ...table.slice(0, 3),
      methodsRow,
      timingRow,
      table[5],
    ]);
    const neither = [...table.slice(0, 3), table[5], '', '## お問い合わせ', '', '| a | b |'].join(
      '\n',
    );
    expect(withPaymentTerms(neither, terms).split('\n')).toEqual([
      ...table.slice(0, 3),
      table[5],
      methodsRow,
      timingRow,
      '',
      '## お問い合わせ',
      '',
      '| a | b |',
    ]);
  });

  it('gives a page without a table one at its end', () => {
    expect(withPaymentTerms('販売事業者：株式会社ソラクラ\n', terms)).toBe(
      `販売事業者：株式会社ソラクラ\n\n| 項目 | 内容 |\n| --- | --- |\n${methodsRow}\n${timingRow}\n`,
    );
  });

  it('keeps a cell whole when its text holds a pipe', () => {
    expect(withPaymentTerms(table.join('\n'), { methods: 'A|B', timing: 'x' }).split('\n')[3]).toBe(
      '| 支払方法 | A\\|B |',
    );
  });
});
