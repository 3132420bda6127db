import { describe, expect, it } from 'vitest';
import { formatReferenceNumber } from '../format-reference-number';

describe('formatReferenceNumber', () => {
  it('groups an application id by four, keeping its letters as they are', () => {
    expect(formatReferenceNumber('AbCdEfGhIjKlMnOpQrSt')).toBe('AbCd-EfGh-IjKl-MnOp-QrSt');
    expect(formatReferenceNumber('abcdef')).toBe('abcd-ef');
    expect(formatReferenceNumber('')).toBe('');
  });
});
