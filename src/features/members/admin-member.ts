import type { Application } from '@/lib/model/application';
import type { Billing } from '@/lib/model/billing';
import type { Member } from '@/lib/model/member';

/** A member as the admin screens read it (the id is the Auth uid). */
export type AdminMember = Member & { id: string };
export type MemberApplication = Application & { id: string };
export type MemberBill = Billing & { id: string };
