import type { Application } from '@/lib/model/application';
import type { Bill } from '#shared/model/bill.js';
import type { Member } from '@/lib/model/member';

/** A member as the admin screens read it (the id is the Auth uid). */
export type AdminMember = Member & { id: string };
export type MemberApplication = Application & { id: string };
export type MemberBill = Bill & { id: string };
