import { describe, expect, it } from 'vitest';
import { autoIdPattern } from '@/lib/model/document-id';
import { foldSearchText } from '@/utils/fold-search-text';
import { newApplicationId, referenceAlphabet } from '../api/new-application-id';
import { formatReferenceNumber } from '../format-reference-number';

describe('formatReferenceNumber', () => {
  it('groups an application id by four, keeping its letters as they are', () => {
    expect(formatReferenceNumber('AbCdEfGhIjKlMnOpQrSt')).toBe('AbCd-EfGh-IjKl-MnOp-QrSt');
    expect(formatReferenceNumber('abcdef')).toBe('abcd-ef');
    expect(formatReferenceNumber('')).toBe('');
  });
});

describe('newApplicationId', () => {
  it('makes 20 characters without look-alikes, valid as an auto id', () => {
    for (let i = 0; i < 200; i++) {
      const id = newApplicationId();
      expect(id).toMatch(autoIdPattern);
      expect(id).not.toMatch(/[01ILOa-z]/);
      for (const c of id) expect(referenceAlphabet).toContain(c);
    }
  });

  it('reads as five groups of four that the staff search finds with or without hyphens', () => {
    const id = newApplicationId();
    const shown = formatReferenceNumber(id);
    expect(shown).toMatch(/^([2-9A-HJKMNP-Z]{4}-){4}[2-9A-HJKMNP-Z]{4}$/);
    expect(foldSearchText(shown)).toBe(foldSearchText(id));
  });
});
