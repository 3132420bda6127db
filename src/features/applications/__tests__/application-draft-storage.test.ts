import { afterEach, describe, expect, it } from 'vitest';
import { applicationDraftStorage } from '../application-draft-storage';

const space = { brandId: 'acme', assetId: 'AC-101', spaceId: 'A-01' };
const other = { brandId: 'acme', assetId: 'AC-101', spaceId: 'A-02' };

afterEach(() => sessionStorage.clear());

describe('applicationDraftStorage', () => {
  it('keeps the draft per space in sessionStorage, id and upload included', () => {
    applicationDraftStorage.write(space, {
      uid: 'u1',
      applicationId: 'abcdefghij0123456789',
      values: { name: '山田 太郎', identityDocumentPath: 'users/u1/identity/abc.png' },
      document: { path: 'users/u1/identity/abc.png', name: 'license.png' },
    });
    expect(applicationDraftStorage.readFor(space, 'u1')).toEqual({
      uid: 'u1',
      applicationId: 'abcdefghij0123456789',
      values: { name: '山田 太郎', identityDocumentPath: 'users/u1/identity/abc.png' },
      document: { path: 'users/u1/identity/abc.png', name: 'license.png' },
    });
    expect(applicationDraftStorage.read(other)).toEqual({
      uid: null,
      applicationId: null,
      values: {},
      document: null,
    });
  });

  it('never hands one account the id, upload or entries of another', () => {
    applicationDraftStorage.write(space, {
      uid: 'u1',
      applicationId: 'abcdefghij0123456789',
      values: { name: '山田 太郎' },
      document: { path: 'users/u1/identity/abc.png', name: 'license.png' },
    });
    expect(applicationDraftStorage.readFor(space, 'u2')).toEqual({
      uid: 'u2',
      applicationId: null,
      values: {},
      document: null,
    });
  });

  it('gives a draft typed before signing in to the person who signs in, without id or upload', () => {
    applicationDraftStorage.write(space, {
      uid: null,
      applicationId: 'abcdefghij0123456789',
      values: { name: '山田 太郎', identityDocumentPath: 'users/x/identity/abc.png' },
      document: { path: 'users/x/identity/abc.png', name: 'license.png' },
    });
    expect(applicationDraftStorage.readFor(space, 'u1')).toEqual({
      uid: 'u1',
      applicationId: null,
      values: { name: '山田 太郎' },
      document: null,
    });
  });

  it('forgets the draft once applied and remembers the id for the thanks page', () => {
    applicationDraftStorage.write(space, {
      uid: 'u1',
      applicationId: 'abcdefghij0123456789',
      values: { name: '山田 太郎' },
      document: null,
    });
    applicationDraftStorage.markApplied(space, 'abcdefghij0123456789');
    expect(applicationDraftStorage.read(space).applicationId).toBeNull();
    expect(applicationDraftStorage.readApplied(space)).toBe('abcdefghij0123456789');
    expect(applicationDraftStorage.readApplied(other)).toBeNull();
    applicationDraftStorage.clearApplied(space);
    expect(applicationDraftStorage.readApplied(space)).toBeNull();
  });

  it('reads a damaged entry as an empty draft', () => {
    sessionStorage.setItem('spacenavi:application-draft:acme/AC-101/A-01', '{not json');
    expect(applicationDraftStorage.read(space).values).toEqual({});
    sessionStorage.setItem(
      'spacenavi:application-draft:acme/AC-101/A-01',
      JSON.stringify({ uid: 5, values: [], document: { path: 'p' } }),
    );
    expect(applicationDraftStorage.read(space)).toEqual({
      uid: null,
      applicationId: null,
      values: {},
      document: null,
    });
  });
});
