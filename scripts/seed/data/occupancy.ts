import type {
  Application,
  ApplicationHistory,
  ApplicationStatus,
} from '../../../src/lib/model/application';
import type { ApplicationCounter } from '../../../src/lib/model/application-counter';
import { identityDocumentPathOf } from '../../../src/lib/model/identity-document';
import { limits } from '#shared/model/limits.js';
import {
  sumOfLines,
  type Bill,
  type BillHistoryEntry,
  type BillLine,
  type BillStatus,
} from '#shared/model/bill.js';
import { firstBillLines } from './first-bill-lines';
import type { Member } from '../../../src/lib/model/member';
import { demoAssets } from './assets';
import { demoApplicationReference, demoReferenceId } from './demo-reference-id';
import {
  addDays,
  addMonths,
  at,
  demoDueDate,
  demoPeriod,
  demoToday,
  earlierDay,
} from './demo-clock';
import { demoAccountUids, demoMembersPool, demoPeople, demoUser, demoUser2 } from './people';
import type { DemoPerson } from './people';
import { blueprintSpaces } from './spaces';
import type { DemoSpace } from './spaces';
import { termsVersionOn } from './terms-versions';
import { applicationSearchKeys } from '../../../src/lib/model/application-search-keys';

export interface DemoApplication {
  brandId: string;
  id: string;
  data: Application;
}
export interface DemoBill {
  brandId: string;
  id: string;
  data: Bill;
}
export interface DemoApplicationCounter {
  brandId: string;
  /** the user's uid */
  id: string;
  data: ApplicationCounter;
}
export interface DemoMember {
  brandId: string;
  id: string;
  data: Member;
}

interface Scripted {
  brandId: string;
  assetId: string;
  spaceId: string;
  person: DemoPerson;
  status: ApplicationStatus;
  /** 'YYYY-MM' the contract started (contracted / ended) or is wanted from */
  start: string;
  /** bill statuses from the start month on, oldest first (contracted only) */
  bills?: BillStatus[];
  /** 解約のお申し出: the end date asked for and when (contracted only) */
  termination?: { endDate: string; requestedAt: string };
}

/** The billing month `offset` months from the demo's (demo-clock.ts): the story moves with the clock. */
function month(offset: number): string {
  return addMonths(demoPeriod, offset);
}

/**
 * The demo accounts' own story, so /{brandId}/myunit and the admin screens have something to
 * show: 佐藤さん (demo-user) rents a trunk room and a bike garage, has an application waiting
 * and a cancelled one; 鈴木さん (demo-user-2) has an approved application, a container with an
 * overdue bill, a rejected application and an ended contract.
 */
const scripted: Scripted[] = [
  {
    brandId: 'sorakura',
    assetId: 'SK-101',
    spaceId: '1C-03',
    person: demoUser,
    status: 'contracted',
    start: month(-3),
    bills: ['paid', 'paid', 'paid', 'unpaid'],
  },
  {
    brandId: 'sorakura',
    assetId: 'SK-102',
    spaceId: '2B-06',
    person: demoUser,
    status: 'submitted',
    start: month(1),
  },
  {
    brandId: 'sorakura',
    assetId: 'SK-103',
    spaceId: '1B-02',
    person: demoUser,
    status: 'cancelled',
    start: month(-1),
  },
  {
    brandId: 'moto-garage',
    assetId: 'MG-202',
    spaceId: 'G-02',
    person: demoUser,
    status: 'contracted',
    start: month(-1),
    bills: ['paid', 'unpaid'],
  },
  {
    brandId: 'sorakura',
    assetId: 'SK-101',
    spaceId: '2A-05',
    person: demoUser2,
    status: 'approved',
    start: month(1),
  },
  {
    brandId: 'box-yard',
    assetId: 'BY-301',
    spaceId: 'C-01',
    person: demoUser2,
    status: 'contracted',
    start: month(-2),
    bills: ['paid', 'unpaid', 'unpaid'],
    // At the end of next month, asked for ten days ago.
    termination: {
      endDate: addDays(`${month(2)}-01`, -1),
      requestedAt: `${addDays(demoToday, -10)} 19:30`,
    },
  },
  {
    brandId: 'moto-garage',
    assetId: 'MG-201',
    spaceId: 'G-05',
    person: demoUser2,
    status: 'rejected',
    start: month(0),
  },
  {
    brandId: 'sorakura',
    assetId: 'SK-104',
    spaceId: '3B-10',
    person: demoUser2,
    status: 'ended',
    start: month(-17),
  },
];

const currentPeriod = demoPeriod;
const dueDate = demoDueDate;
const applicationKey = (
  s: { brandId: string; assetId: string; spaceId: string },
  status: string,
  n: number,
) => `application/${s.brandId}/${s.assetId}/${s.spaceId}/${status}/${n}`;

function optionalBuilding(p: DemoPerson): { building?: string } {
  return p.building === undefined ? {} : { building: p.building };
}

function applicantFields(p: DemoPerson) {
  return {
    uid: p.uid,
    name: p.name,
    kana: p.kana,
    email: p.email,
    phone: p.phone,
    postalCode: p.postalCode,
    prefecture: p.prefecture,
    city: p.city,
    addressLine: p.addressLine,
    ...optionalBuilding(p),
    birthDate: p.birthDate,
  };
}

/** Staff decisions in the demo history are the demo admin's. */
const staffUid = demoAccountUids.admin;
const day = 86_400_000;

/**
 * The status history of a demo application: made by the applicant, then each decision by staff
 * (a cancellation of a submitted application by the applicant), the last at `decided` or, for an
 * ended contract, at `ended`. Approval comes a day before contracting.
 */
function historyOf(
  status: ApplicationStatus,
  applicant: string,
  applied: Date,
  decided: Date,
  ended: Date,
): ApplicationHistory {
  const steps: [ApplicationStatus, Date, string][] = [['submitted', applied, applicant]];
  if (status === 'approved' || status === 'rejected') steps.push([status, decided, staffUid]);
  if (status === 'cancelled') steps.push([status, decided, applicant]);
  if (status === 'contracted' || status === 'ended') {
    steps.push(['approved', new Date(decided.getTime() - day), staffUid]);
    steps.push(['contracted', decided, staffUid]);
  }
  if (status === 'ended') steps.push(['ended', ended, staffUid]);
  return Object.fromEntries(
    steps.map(([to, at, by], i) => [
      String(i),
      { at, by, from: i === 0 ? null : steps[i - 1]![0], to },
    ]),
  );
}

function buildOccupancy() {
  const spaces = blueprintSpaces().map((s) => ({ ...s, data: { ...s.data } }));
  const byKey = new Map(spaces.map((s) => [`${s.brandId}/${s.assetId}/${s.id}`, s]));
  const assetName = new Map(demoAssets.map((a) => [`${a.brandId}/${a.id}`, a.data.name]));
  const assetOpened = new Map(demoAssets.map((a) => [`${a.brandId}/${a.id}`, a.data.createdAt]));
  const applications: DemoApplication[] = [];
  const bills: DemoBill[] = [];
  const bound = new Set<DemoSpace>();

  const addApplication = (
    space: DemoSpace,
    person: DemoPerson,
    status: ApplicationStatus,
    start: string,
    n: number,
    extra: { identityDocument?: boolean; termination?: Scripted['termination'] } = {},
  ) => {
    const id = demoReferenceId(
      applicationKey(
        { brandId: space.brandId, assetId: space.assetId, spaceId: space.id },
        status,
        n,
      ),
    );
    // Applied about three weeks before the start, decided a few days later, and never after
    // the demo's today: an application for next month was made at least four days ago.
    const appliedOn = earlierDay(
      `${addMonths(start, -1)}-${String(8 + (n % 12)).padStart(2, '0')}`,
      addDays(demoToday, -4 - (n % 5)),
    );
    const applied = at(
      `${appliedOn} ${String(9 + (n % 9)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
    );
    const decided = status === 'submitted' ? applied : new Date(applied.getTime() + 3 * 86_400_000);
    const endMonth =
      addMonths(start, 8) < currentPeriod ? addMonths(start, 8) : addMonths(currentPeriod, -1);
    // An ended contract ends on the 28th of its last month, and never before it began (an asset
    // opened lately has a short history), nor later than yesterday: never after now, at whatever
    // hour the demo is seeded (an asset opening lately: a contract ended before it began).
    const updated =
      status === 'ended'
        ? new Date(
            Math.min(
              Math.max(+at(`${endMonth}-28 10:00`), decided.getTime() + 30 * day),
              +at(`${addDays(demoToday, -1)} 10:00`),
            ),
          )
        : decided;
    const termination = extra.termination && {
      endDate: extra.termination.endDate,
      requestedAt: at(extra.termination.requestedAt),
    };
    applications.push({
      brandId: space.brandId,
      id,
      data: {
        // 受付番号 (application-reference.ts), claimed in applicationReferences like the app's.
        reference: demoApplicationReference(id),
        ...applicantFields(person),
        search: applicationSearchKeys(applicantFields(person)),
        assetId: space.assetId,
        spaceId: space.id,
        startDate: `${start}-01`,
        termsVersion: termsVersionOn(space.brandId, applied),
        status,
        // The demo accounts uploaded one (a sample image, seeded in Storage); the fictional
        // members' applications stand for ones staff took by phone.
        identityDocumentPath: extra.identityDocument
          ? identityDocumentPathOf(person.uid, space.brandId, id, 'png')
          : null,
        history: historyOf(status, person.uid, applied, decided, updated),
        terminationRequest: termination ?? null,
        // 契約条件, confirmed by staff when they made the contract (the fees of the time).
        ...(status === 'contracted' || status === 'ended'
          ? {
              contract: {
                startDate: `${start}-01`,
                monthlyFee: space.data.monthlyFee,
                adminFee: space.data.adminFee,
                ...space.data.initialCosts,
                dueDay: 27,
                confirmedBy: staffUid,
                confirmedAt: decided,
              },
            }
          : {}),
        createdAt: applied,
        updatedAt: termination?.requestedAt ?? updated,
      },
    });
    if (status === 'submitted' || status === 'approved' || status === 'contracted') {
      space.data = {
        ...space.data,
        status: status === 'contracted' ? 'occupied' : 'reserved',
        reservedBy: person.uid,
        applicationId: id,
        updatedAt: updated,
      };
      bound.add(space);
    } else if (space.data.status === 'reserved' || space.data.status === 'occupied') {
      // A finished application leaves the space to whoever holds it now (assigned below).
    } else {
      space.data = { ...space.data, status: 'available', reservedBy: null, applicationId: null };
    }
    return id;
  };

  /** Bills from `from` (default: the start month) on; the start month also carries the initial costs. */
  const addBills = (
    space: DemoSpace,
    applicationId: string,
    person: DemoPerson,
    start: string,
    statuses: BillStatus[],
    from = start,
  ) => {
    statuses.forEach((status, i) => {
      const period = addMonths(from, i);
      const first = period === start;
      // The first month as the contract's first bill (the quote's lines), later ones monthly.
      const lines: BillLine[] = first
        ? firstBillLines(space.data, `${period}-01`)
        : [
            {
              kind: 'rent',
              label: `利用料（${Number(period.slice(5))}月分）`,
              amount: space.data.monthlyFee,
            },
            {
              kind: 'adminFee',
              label: `管理費（${Number(period.slice(5))}月分）`,
              amount: space.data.adminFee,
            },
          ];
      const amount = sumOfLines(lines);
      const [y, m] = period.split('-');
      const where = `${assetName.get(`${space.brandId}/${space.assetId}`) ?? space.assetId} ${space.data.label}`;
      const issued = at(`${addMonths(period, -1)}-20 09:00`);
      // Paid around the 20th, and by yesterday at the latest.
      const paidOn = earlierDay(
        `${period}-${String(20 + (i % 6)).padStart(2, '0')}`,
        addDays(demoToday, -1),
      );
      const paidAt = status === 'paid' ? at(`${paidOn} 10:15`) : null;
      const history: Record<string, BillHistoryEntry> = {
        '0': { action: 'created', by: staffUid, at: issued, amount, note: '' },
      };
      if (paidAt)
        history['1'] = {
          action: 'paid',
          by: staffUid,
          at: paidAt,
          amount,
          note: `${paidOn} 銀行振込`,
        };
      if (status === 'cancelled')
        history['1'] = {
          action: 'cancelled',
          by: staffUid,
          at: issued,
          amount,
          note: '契約内容の訂正のため',
        };
      bills.push({
        brandId: space.brandId,
        id: `${applicationId}_${period}`,
        data: {
          uid: person.uid,
          applicationId,
          period,
          description:
            `${y}年${Number(m)}月分 ${first ? '初回（初期費用を含む）' : '利用料・管理費'}（${where}）`.slice(
              0,
              100,
            ),
          lines,
          amount,
          status,
          dueDate: dueDate(period),
          payments: paidAt
            ? {
                '0': {
                  amount,
                  excess: 0,
                  date: paidOn,
                  method: 'transfer',
                  note: '',
                  line: null,
                  recordedBy: staffUid,
                  recordedAt: paidAt,
                  reversal: null,
                },
              }
            : {},
          paidAmount: paidAt ? amount : 0,
          writeOff: null,
          cancelReason: status === 'cancelled' ? '契約内容の訂正のため' : null,
          history,
          createdAt: issued,
          updatedAt: paidAt ?? issued,
        },
      });
    });
  };

  scripted.forEach((s, n) => {
    const space = byKey.get(`${s.brandId}/${s.assetId}/${s.spaceId}`);
    if (!space)
      throw new Error(
        `occupancy: scripted space ${s.brandId}/${s.assetId}/${s.spaceId} does not exist`,
      );
    const id = addApplication(space, s.person, s.status, s.start, n, {
      identityDocument: true,
      ...(s.termination ? { termination: s.termination } : {}),
    });
    if (s.bills) addBills(space, id, s.person, s.start, s.bills);
    if (s.status === 'ended') addBills(space, id, s.person, s.start, ['paid', 'paid', 'paid']);
  });

  // Everyone else: the pool of fictional members holds the remaining reserved and occupied spaces.
  let next = 0;
  const nextMember = () => demoMembersPool[next++ % demoMembersPool.length]!;
  spaces.forEach((space, i) => {
    if (bound.has(space)) return;
    const opened = assetOpened.get(`${space.brandId}/${space.assetId}`) ?? at('2025-04-01');
    const openedMonth = new Date(opened.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
    if (space.data.status === 'occupied') {
      const person = nextMember();
      let start = addMonths(openedMonth, i % 9);
      if (start > addMonths(currentPeriod, -1)) start = addMonths(currentPeriod, -1);
      const id = addApplication(space, person, 'contracted', start, i);
      const from = start < addMonths(currentPeriod, -3) ? addMonths(currentPeriod, -3) : start;
      const months =
        (Number(currentPeriod.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
        Number(currentPeriod.slice(5)) -
        Number(from.slice(5)) +
        1;
      const statuses: BillStatus[] = Array.from({ length: months }, (_, k) => {
        const period = addMonths(from, k);
        if (period === currentPeriod) return i % 4 === 0 ? 'paid' : 'unpaid';
        // Unpaid past its due date: overdue by itself.
        if (period === addMonths(currentPeriod, -1) && i % 6 === 1) return 'unpaid';
        if (k === 0 && i % 17 === 3) return 'cancelled';
        return 'paid';
      });
      // Only the recent months are billed in the demo; earlier ones are history nobody looks at.
      addBills(space, id, person, start, statuses, from);
    } else if (space.data.status === 'reserved') {
      addApplication(
        space,
        nextMember(),
        i % 2 === 0 ? 'submitted' : 'approved',
        addMonths(currentPeriod, 1),
        i,
      );
    } else if (space.data.status === 'available' && i % 7 === 2) {
      // Some history on free spaces: a finished contract, a cancellation, a rejection.
      const status: ApplicationStatus = (['ended', 'cancelled', 'rejected'] as const)[i % 3]!;
      const start =
        status === 'ended' ? addMonths(openedMonth, 1) : addMonths(currentPeriod, -(i % 4));
      addApplication(space, nextMember(), status, start, i);
    }
  });

  const members = new Map<string, DemoMember>();
  for (const a of applications) {
    const key = `${a.brandId}/${a.data.uid}`;
    const existing = members.get(key);
    if (existing && existing.data.createdAt <= a.data.createdAt) continue;
    const person = demoPeople.find((p) => p.uid === a.data.uid);
    if (!person) throw new Error(`occupancy: no demo person with uid ${a.data.uid}`);
    members.set(key, {
      brandId: a.brandId,
      id: person.uid,
      data: {
        uid: person.uid,
        email: person.email,
        name: person.name,
        kana: person.kana,
        phone: person.phone,
        postalCode: person.postalCode,
        prefecture: person.prefecture,
        city: person.city,
        addressLine: person.addressLine,
        ...optionalBuilding(person),
        birthDate: person.birthDate,
        createdAt: a.data.createdAt,
        updatedAt: a.data.createdAt,
      },
    });
  }

  // One counter per user and brand with submitted applications (none = 0 open).
  const counters = new Map<string, DemoApplicationCounter>();
  for (const a of [...applications].sort((x, y) => +x.data.createdAt - +y.data.createdAt)) {
    if (a.data.status !== 'submitted') continue;
    const key = `${a.brandId}/${a.data.uid}`;
    const open = (counters.get(key)?.data.open ?? 0) + 1;
    if (open > limits.openApplicationsPerBrand)
      throw new Error(`occupancy: ${key} would hold ${open} submitted applications`);
    counters.set(key, {
      brandId: a.brandId,
      id: a.data.uid,
      data: { open, lastApplicationId: a.id, updatedAt: a.data.createdAt },
    });
  }

  return {
    spaces,
    applications,
    bills,
    members: [...members.values()],
    counters: [...counters.values()],
  };
}

const occupancy = buildOccupancy();

export const demoSpaces: DemoSpace[] = occupancy.spaces;
export const demoApplications: DemoApplication[] = occupancy.applications;
export const demoBills: DemoBill[] = occupancy.bills;
export const demoMembers: DemoMember[] = occupancy.members;
export const demoApplicationCounters: DemoApplicationCounter[] = occupancy.counters;

/**
 * brands/{b}/applicationReferences/{reference}: which demo application holds each 受付番号, as
 * the apply batch claims them; a number repeated within a brand stops the seed.
 */
export const demoApplicationReferences = demoApplications.map((a) => ({
  brandId: a.brandId,
  id: a.data.reference ?? '',
  data: { applicationId: a.id },
}));
{
  const seen = new Set<string>();
  for (const r of demoApplicationReferences) {
    const key = `${r.brandId}/${r.id}`;
    if (seen.has(key)) throw new Error(`occupancy: 受付番号 ${key} is used twice`);
    seen.add(key);
  }
}
