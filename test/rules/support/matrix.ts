/**
 * The role × operation matrix, written as a table per collection; every cell is a real request
 * through the lite SDK (or the Storage SDK), expected to succeed or to be denied by the rules.
 */
import type { Firestore } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import type { RulesTestContext } from '../../harness/types';
import { assertFails, assertSucceeds } from './harness';
import { roleLabel, roles, roleUid, type Role } from './roles';
import type { World } from './use-world';

export const operations = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof operations)[number];

export interface Cell<Client = Firestore> {
  /** The request; `uid` is the caller's (null when signed out). */
  run: (client: Client, uid: string | null) => Promise<unknown>;
  /** Roles whose request the rules accept. */
  allowed: readonly Role[];
  /** Arranges the data first, without rules (e.g. removes the document a create makes). */
  before?: () => Promise<void>;
}

export type Matrix<Client = Firestore> = Record<Operation, Cell<Client>>;

export const everyone: readonly Role[] = roles;
/**
 * Staff of the brand the request touches: operator-wide staff and that brand's staff (issue 29).
 * Brand staff of another brand are refused, as a customer is.
 */
export const adminOnly: readonly Role[] = ['admin', 'brandStaff'];
/** Operator-wide collections (site pages and content, route rules, devices, grants). */
export const operatorOnly: readonly Role[] = ['admin'];
export const ownerAndAdmin: readonly Role[] = ['user', 'admin', 'brandStaff'];
/** The owner and operator-wide staff: a user's files outside any brand. */
export const ownerAndOperator: readonly Role[] = ['user', 'admin'];
/** Every staff member, whatever their brands (the staff directory). */
export const anyStaff: readonly Role[] = ['admin', 'brandStaff', 'otherBrandStaff'];
export const nobody: readonly Role[] = [];

const firestoreOf = (ctx: RulesTestContext): Firestore => ctx.firestore;

export function describeMatrix(world: World, matrix: Matrix): void;
export function describeMatrix<Client>(
  world: World,
  matrix: Matrix<Client>,
  clientOf: (ctx: RulesTestContext) => Client,
): void;
export function describeMatrix<Client>(
  world: World,
  matrix: Matrix<Client>,
  clientOf: (ctx: RulesTestContext) => Client = firestoreOf as unknown as (
    ctx: RulesTestContext,
  ) => Client,
): void {
  describe('role × operation matrix', () => {
    for (const op of operations) {
      for (const role of roles) {
        const cell = matrix[op];
        const allowed = cell.allowed.includes(role);
        it(`${op} by ${roleLabel[role]} is ${allowed ? 'allowed' : 'denied'}`, async () => {
          await cell.before?.();
          const request = cell.run(clientOf(world.as(role)), roleUid[role]);
          if (allowed) await assertSucceeds(request);
          else await assertFails(request);
        });
      }
    }
  });
}
