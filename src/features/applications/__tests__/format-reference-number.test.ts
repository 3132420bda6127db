import { describe, expect, it } from 'vitest';
import {
  applicationReferencePattern,
  newApplicationReference,
} from '@/lib/model/application-reference';
import { autoIdPattern } from '@/lib/model/document-id';
import { foldSearchText } from '@/utils/fold-search-text';
import { newApplicationId, referenceAlphabet } from '../api/new-application-id';
import { formatReferenceNumber, referenceOf } from '@/lib/model/application-reference';

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

describe('the 8-character 受付番号 (issue 31, item 6)', () => {
  it('is 8 characters without look-alikes, read as two groups of four', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newApplicationReference();
      expect(reference).toMatch(applicationReferencePattern);
      expect(formatReferenceNumber(reference)).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    }
  });

  it('is what an application is read out by; one made before it keeps its id', () => {
    expect(referenceOf({ id: 'K7M4QX92ABCDEFGHJKMN', reference: 'ZX23PQ45' })).toBe('ZX23PQ45');
    expect(referenceOf({ id: 'K7M4QX92ABCDEFGHJKMN' })).toBe('K7M4QX92ABCDEFGHJKMN');
  });
});
