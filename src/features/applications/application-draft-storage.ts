/** Where an application is being made: one draft per brand, asset and space. */
export type DraftTarget = { brandId: string; assetId: string; spaceId: string };

/** The uploaded 本人確認書類, remembered so a reload still shows it (its path is in `values`). */
export type DraftDocument = { path: string; name: string };

/**
 * An application in the making, kept in sessionStorage while the person is away (signing in,
 * reading the terms, a reload, the confirm step): what they typed, the application id made once
 * for this attempt (every retry and reload sends the same one, so it can never create a second
 * application) and who it belongs to (a draft of another account is never reused).
 */
export type ApplicationDraft = {
  /** The signed-in user the id and the upload belong to; null until someone signed in. */
  uid: string | null;
  /** Made once (newApplicationId) and kept until the application went through. */
  applicationId: string | null;
  /** The form's values as typed, possibly incomplete. */
  values: Record<string, unknown>;
  document: DraftDocument | null;
};

const emptyDraft: ApplicationDraft = { uid: null, applicationId: null, values: {}, document: null };

const draftKey = ({ brandId, assetId, spaceId }: DraftTarget) =>
  `spacenavi:application-draft:${brandId}/${assetId}/${spaceId}`;
const appliedKey = ({ brandId, assetId, spaceId }: DraftTarget) =>
  `spacenavi:application-applied:${brandId}/${assetId}/${spaceId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function parseDraft(raw: string | null): ApplicationDraft {
  if (raw === null) return emptyDraft;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptyDraft;
  }
  if (!isRecord(data)) return emptyDraft;
  const document = isRecord(data['document']) ? data['document'] : null;
  const path = stringOrNull(document?.['path']);
  const name = stringOrNull(document?.['name']);
  return {
    uid: stringOrNull(data['uid']),
    applicationId: stringOrNull(data['applicationId']),
    values: isRecord(data['values']) ? data['values'] : {},
    document: path !== null && name !== null ? { path, name } : null,
  };
}

/** sessionStorage, or null where the browser blocks it (the flow still works, unsaved). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const storage = session();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Full or blocked storage: the draft lives only in the page until it is left.
  }
}

/**
 * The application drafts of this browser tab (sessionStorage: gone when the tab is closed, never
 * shared with another tab or person), and the 受付番号 of the application just made, for the
 * thanks page after a reload.
 */
export const applicationDraftStorage = {
  /** The draft for this space; an empty one when there is none or it cannot be read. */
  read(target: DraftTarget): ApplicationDraft {
    return parseDraft(read(draftKey(target)));
  },
  /**
   * The draft as this user may use it: another account's draft (or one made before anyone
   * signed in) keeps nothing that names a user — not the id, not the upload, not their entries.
   */
  readFor(target: DraftTarget, uid: string): ApplicationDraft {
    const draft = this.read(target);
    if (draft.uid === uid) return draft;
    if (draft.uid !== null) return { ...emptyDraft, uid };
    const { identityDocumentPath: _path, ...values } = draft.values;
    return { uid, applicationId: null, values, document: null };
  },
  write(target: DraftTarget, draft: ApplicationDraft): void {
    write(draftKey(target), JSON.stringify(draft));
  },
  /**
   * After the application went through: the draft is gone, its 受付番号 kept for the thanks
   * page (formatReferenceNumber: the 8-character number, or the id of an older application).
   */
  markApplied(target: DraftTarget, reference: string): void {
    write(draftKey(target), null);
    write(appliedKey(target), reference);
  },
  /** The 受付番号 of the application this tab just made for the space, or null. */
  readApplied(target: DraftTarget): string | null {
    return stringOrNull(read(appliedKey(target)));
  },
  clearApplied(target: DraftTarget): void {
    write(appliedKey(target), null);
  },
};
