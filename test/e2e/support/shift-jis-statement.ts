import { readFileSync } from 'node:fs';

/** The shipped sample 入出金明細 (Shift_JIS, 三菱UFJ-style columns), docs/billing.md. */
const SAMPLE = 'src/features/billing/statement-import/__tests__/__fixtures__/statement-sjis.csv';

/** One incoming transfer: 取引日 'YYYY-MM-DD', 振込依頼人名 as the bank prints it, yen. */
export type StatementDeposit = {
  date: string;
  payer: string;
  amount: number;
  /** 差引残高 after the row (1,000,000 when not given) */
  balance?: number;
  /** a 支払い金額 (出金) row instead: the amount taken out (then `amount` is ignored) */
  withdrawal?: number;
};

/**
 * Shift_JIS for ASCII and half-width ｶﾅ, the characters a bank's 振込依頼人名 is written in:
 * one byte each (U+FF61–U+FF9F → 0xA1–0xDF). Anything else would need a real encoder.
 */
function shiftJis(text: string): Buffer {
  return Buffer.from(
    [...text].map((c) => {
      const code = c.charCodeAt(0);
      if (code < 0x80) return code;
      if (code >= 0xff61 && code <= 0xff9f) return code - 0xff61 + 0xa1;
      throw new Error(`${c} is not ASCII or half-width kana`);
    }),
  );
}

/**
 * A 入出金明細 as a bank exports it, in Shift_JIS: the sample's account summary and header lines
 * (kanji, as the bank writes them) and one 預かり金額 row per deposit, payer in ASCII and ｶﾅ.
 */
export function shiftJisStatement(deposits: readonly StatementDeposit[]): Buffer {
  const sample = readFileSync(SAMPLE);
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < sample.length && lines.length < 4; i += 1) {
    if (sample[i] === 0x0a) {
      lines.push(sample.subarray(start, i + 1));
      start = i + 1;
    }
  }
  const yen = (n: number) => n.toLocaleString('en-US');
  const rows = deposits.map(({ date, payer, amount, balance = 1_000_000, withdrawal }) =>
    shiftJis(
      withdrawal === undefined
        ? `"${date.replace(/-/g, '/')}","ﾌﾘｺﾐ","${payer}","","${yen(amount)}","${yen(balance)}",""\r\n`
        : `"${date.replace(/-/g, '/')}","ｼﾊﾗｲ","${payer}","${yen(withdrawal)}","","${yen(balance)}",""\r\n`,
    ),
  );
  return Buffer.concat([...lines, ...rows]);
}
