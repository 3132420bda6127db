import { describe, expect, it } from 'vitest';
import { brandMailRequestFrom } from '../brand-mail-params';

describe('the mail log address', () => {
  it('reads recipient, kind, state and days; an unknown state is no filter', () => {
    expect(
      brandMailRequestFrom(
        new URLSearchParams(
          'to=a@example.com&kind=bill-issued&state=ERROR&from=2026-11-01&until=2026-11-30',
        ),
      ),
    ).toMatchObject({
      filters: {
        to: 'a@example.com',
        kind: 'bill-issued',
        state: 'ERROR',
        from: '2026-11-01',
        until: '2026-11-30',
      },
      size: 50,
      cursor: null,
      page: 1,
    });
    expect(brandMailRequestFrom(new URLSearchParams('state=LOST')).filters.state).toBe('');
  });
});
