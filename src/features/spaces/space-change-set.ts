import { limits } from '#shared/model/limits.js';
import type { Plans } from '@/lib/model/plans';
import { spaceSchema } from '@/lib/model/space';
import type { Space } from '@/lib/model/space';
import { summarizePlans } from '@/lib/model/summarize-plans';
import { canChangeStatus, canDelete } from './space-permissions';
import type { SpaceFields, StaffSpaceStatus } from './space-fields';
import type { SpaceWithId } from './api/get-asset-spaces';
import { isSpaceId } from './space-id';

/** A space to add: its id, what staff typed and its first state. */
export type NewSpace = { id: string; fields: SpaceFields; status: StaffSpaceStatus };

/** Changes to one space: any of its fields, and a state staff may choose. */
export type SpacePatch = Partial<SpaceFields> & { status?: StaffSpaceStatus };

export type SpaceOperation =
  | { kind: 'create'; spaces: readonly NewSpace[] }
  | { kind: 'update'; patches: readonly { id: string; changes: SpacePatch }[] }
  | { kind: 'delete'; id: string };

/** A stored space without its timestamps (the server sets those). */
export type SpaceData = Omit<Space, 'createdAt' | 'updatedAt'>;

/** What one staff change writes, all in one commit. */
export type SpaceChangeSet = {
  creates: { id: string; data: SpaceData }[];
  updates: { id: string; changes: SpacePatch }[];
  deletes: string[];
  /** summarizePlans over every space of the asset after the change. */
  plans: Plans;
  /** Every space of the asset after the change (what `plans` summarises). */
  after: SpaceWithId[];
};

/** A change refused before anything is written; `message` is the Japanese reason. */
export class SpaceChangeError extends Error {
  override name = 'SpaceChangeError';
}

const placeholderTimestamps = { createdAt: new Date(0), updatedAt: new Date(0) };

/** The model's own check of a whole space (the same as firestore.rules' isValidSpace). */
function checkSpace(id: string, space: SpaceData): void {
  const result = spaceSchema.safeParse({ ...space, ...placeholderTimestamps });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SpaceChangeError(
      `区画 ${id} の内容が正しくありません${issue ? `（${issue.message}）` : ''}`,
    );
  }
}

function newSpaceData({ fields, status }: NewSpace): SpaceData {
  return { ...fields, status, reservedBy: null, applicationId: null, layout: null };
}

/**
 * Everything a staff change of an asset's spaces writes, from the spaces as they are now:
 * the space documents to create, update or delete, and the asset's `plans` recomputed with
 * summarizePlans over all the spaces after the change (docs/data-model.md, "Plans"). Pure, so
 * the screen's rules (ids free and well-formed, states only staff may set, free spaces only
 * deleted, at most 50 plans) are tested without Firestore; a refusal is a SpaceChangeError.
 */
export function buildSpaceChangeSet(
  current: readonly SpaceWithId[],
  operation: SpaceOperation,
): SpaceChangeSet {
  const byId = new Map(current.map((space) => [space.id, space]));
  const creates: SpaceChangeSet['creates'] = [];
  const updates: SpaceChangeSet['updates'] = [];
  const deletes: string[] = [];

  if (operation.kind === 'create') {
    if (operation.spaces.length === 0) throw new SpaceChangeError('追加する区画がありません');
    const taken: string[] = [];
    for (const space of operation.spaces) {
      if (!isSpaceId(space.id)) {
        throw new SpaceChangeError(
          `区画ID「${space.id}」は使えません。半角英数字と「-」「_」で、英数字から始めてください`,
        );
      }
      if (byId.has(space.id)) {
        taken.push(space.id);
        continue;
      }
      const data = newSpaceData(space);
      checkSpace(space.id, data);
      byId.set(space.id, { ...data, ...placeholderTimestamps, id: space.id });
      creates.push({ id: space.id, data });
    }
    if (taken.length > 0) {
      throw new SpaceChangeError(`すでにある区画IDです: ${taken.join('、')}`);
    }
  } else if (operation.kind === 'update') {
    for (const { id, changes } of operation.patches) {
      const space = byId.get(id);
      if (!space)
        throw new SpaceChangeError(`区画 ${id} が見つかりません（削除された可能性があります）`);
      if (changes.status !== undefined && changes.status !== space.status) {
        if (!canChangeStatus(space)) {
          throw new SpaceChangeError(
            `区画 ${space.label} は申込・契約中のため、状態は申込の画面で変更してください`,
          );
        }
      }
      const next: SpaceWithId = { ...space, ...changes };
      const { id: _id, createdAt: _c, updatedAt: _u, ...data } = next;
      checkSpace(id, data);
      byId.set(id, next);
      updates.push({ id, changes });
    }
  } else {
    const space = byId.get(operation.id);
    if (!space) {
      throw new SpaceChangeError(
        `区画 ${operation.id} が見つかりません（削除された可能性があります）`,
      );
    }
    if (!canDelete(space)) {
      throw new SpaceChangeError(
        `区画 ${space.label} は申込・契約中のため削除できません。先に申込を終了してください`,
      );
    }
    byId.delete(operation.id);
    deletes.push(operation.id);
  }

  const after = [...byId.values()];
  const plans = summarizePlans(after);
  if (Object.keys(plans).length > limits.plans) {
    throw new SpaceChangeError(
      `1つの物件のプラン（タイプ・月額・幅×奥行の組み合わせ）は${limits.plans}種類までです`,
    );
  }
  return { creates, updates, deletes, plans, after };
}
