import type {
  Decision,
  EvaluationContext,
  FirestoreRulesRequest,
  Ruleset,
  StorageRulesRequest,
} from '../../rules/api.js';

const allow = (reason: string): Decision => ({ allowed: true, reason });
const deny = (reason: string): Decision => ({ allowed: false, reason });

/**
 * A hand-written ruleset with the shape of a typical storage.rules, so the server's plumbing
 * (what it passes as request, resource, auth and firestore) is tested independently of the
 * rules engine:
 *   /public/{file=**}: anyone reads and lists; signed-in users write images up to 10 MB
 *   /users/{uid}/{file=**}: only that user reads, lists and writes; at most 6 MB
 *   /brands/{brandId}/{file=**}: reads for all; writes when firestore brands/{brandId}.ownerUid == uid
 */
export const fixtureRuleset: Ruleset = {
  service: 'firebase.storage',
  source: '',
  async evaluate(request: FirestoreRulesRequest | StorageRulesRequest, context: EvaluationContext) {
    if (request.service !== 'firebase.storage') return deny('not a storage request');
    const [top, second] = request.path.split('/');
    const uid = request.auth?.uid;
    const read = request.method === 'get' || request.method === 'list';
    const size = request.requestResource?.size ?? 0;
    const contentType = request.requestResource?.contentType ?? '';
    if (top === 'public') {
      if (read) return allow('public read');
      if (!uid) return deny('public write: request.auth == null');
      if (request.method === 'delete') return allow('public delete');
      if (size > 10 * 1024 * 1024) return deny('public write: request.resource.size > 10 MB');
      if (!/^image\//.test(contentType)) return deny('public write: contentType is not image/*');
      return allow('public write');
    }
    if (top === 'users' && second !== undefined) {
      if (uid !== second) return deny(`users: request.auth.uid != ${second}`);
      if (!read && request.method !== 'delete' && size > 6 * 1024 * 1024)
        return deny('users: size > 6 MB');
      return allow('owner');
    }
    if (top === 'brands' && second !== undefined) {
      if (read) return allow('brands read');
      const brand = await context.firestore.get(`brands/${second}`);
      const owner = brand?.fields?.ownerUid;
      if (uid && owner && 'stringValue' in owner && owner.stringValue === uid)
        return allow('brand owner');
      return deny('brands: firestore.get(brands/{brandId}).data.ownerUid != request.auth.uid');
    }
    return deny('no matching rule');
  },
};
