import { describe, expect, it } from 'vitest';
import { applicationStatuses, applicationTransitions } from '@/lib/model/application';
import {
  historyActor,
  moveDoneMessage,
  spaceEffectSentence,
  staffMovesFrom,
  staffMoveWords,
} from '../../../staff-moves';
import { formatVacancyRate, vacancyOf } from '../../../vacancy';
import { parseApplicationFilter } from '../../../application-filters';

describe('staffMovesFrom', () => {
  it.each(applicationStatuses)('offers exactly the state table’s admin moves from %s', (status) => {
    expect(staffMovesFrom(status)).toEqual(applicationTransitions[status].admin);
  });

  it('names each move as the state table does', () => {
    expect(staffMovesFrom('submitted').map((to) => staffMoveWords[to].action)).toEqual([
      '承認',
      '却下',
      '取消',
    ]);
    expect(staffMovesFrom('approved').map((to) => staffMoveWords[to].action)).toEqual([
      '契約',
      '取消',
    ]);
    expect(staffMovesFrom('contracted').map((to) => staffMoveWords[to].action)).toEqual([
      '解約・終了',
    ]);
  });
});

describe('spaceEffectSentence', () => {
  const held = { label: 'A-101', status: 'reserved' as const, holdsApplication: true };
  it('says the space becomes 契約中 when contracting', () => {
    expect(spaceEffectSentence('contracted', 'occupy', held, 'A-101')).toBe(
      '区画 A-101 は契約中になります。',
    );
  });

  it.each(['rejected', 'cancelled', 'ended'] as const)(
    'says the space is free again and open to applications (%s)',
    (to) => {
      expect(spaceEffectSentence(to, 'free', held, 'A-101')).toBe(
        '区画 A-101 は空きに戻り、サイトで申し込めるようになります。',
      );
    },
  );

  it('says a freed space goes to the first person waiting for its plan, when anyone waits (issue 39)', () => {
    expect(spaceEffectSentence('ended', 'free', { ...held, waiting: 2 }, 'A-101')).toBe(
      '区画 A-101 は空きになり、このプランの空き待ち（2人）の先頭の方へ自動でご案内します（利用開始希望日が合う方がいなければ、サイトで申し込めるようになります）。',
    );
  });

  it('says an approved application keeps its space reserved', () => {
    expect(spaceEffectSentence('approved', 'none', held, 'A-101')).toBe(
      '区画 A-101 は申込受付中のまま、この方のために確保されます。',
    );
  });

  it('says a space let to someone else is left as it is, and a missing one too', () => {
    expect(
      spaceEffectSentence(
        'cancelled',
        'none',
        { label: 'A-101', status: 'occupied', holdsApplication: false },
        'A-101',
      ),
    ).toBe('区画 A-101 はこの申込で確保されていないため、今の状態（契約中）のまま変わりません。');
    expect(spaceEffectSentence('ended', 'none', null, 'A-101')).toBe(
      '区画 A-101 が見つからないため、区画は変わりません。',
    );
  });
});

describe('moveDoneMessage and historyActor', () => {
  it('reports the move with the space’s new state', () => {
    expect(moveDoneMessage('contracted', 'occupy', '1A-01')).toBe(
      '契約にしました。区画 1A-01 は契約中になりました。',
    );
    expect(moveDoneMessage('ended', 'free', '1A-01')).toBe(
      '契約を終了しました。区画 1A-01 は空きに戻りました。',
    );
    expect(moveDoneMessage('approved', 'none', '1A-01')).toBe('申込を承認しました。');
  });

  it('calls the applicant お客さま and names staff by uid', () => {
    expect(historyActor({ by: 'u1' }, 'u1')).toBe('お客さま');
    expect(historyActor({ by: 'demo-admin' }, 'u1')).toBe('スタッフ（demo-admin）');
    // With the staff directory (staff/{uid}) the history names the person.
    const names = new Map([['demo-admin', '佐藤 美咲']]);
    expect(historyActor({ by: 'demo-admin' }, 'u1', names)).toBe('佐藤 美咲（スタッフ）');
  });
});

describe('vacancy', () => {
  const plan = (available: number, total: number) => ({
    type: 'indoor' as const,
    monthlyFee: 5000,
    areaM2: 1.62,
    available,
    total,
  });
  it('sums the published assets’ plans only', () => {
    expect(
      vacancyOf([
        { published: true, plans: { a: plan(2, 5), b: plan(1, 5) } },
        { published: false, plans: { a: plan(6, 6) } },
      ]),
    ).toEqual({ available: 3, total: 10 });
  });

  it('rounds to a whole percent and has no rate without spaces', () => {
    expect(formatVacancyRate({ available: 1, total: 3 })).toBe('33%');
    expect(formatVacancyRate({ available: 0, total: 0 })).toBeNull();
  });
});

describe('application filters', () => {
  it('reads ?status= and falls back to 審査中', () => {
    expect(parseApplicationFilter('termination-requested')).toBe('termination-requested');
    expect(parseApplicationFilter('nonsense')).toBe('submitted');
    expect(parseApplicationFilter(null)).toBe('submitted');
  });
});
