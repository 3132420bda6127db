import { setGlobalOptions } from 'firebase-functions/v2';

// Must run before the re-exported modules define their functions: the options are read
// at definition time. The CommonJS build keeps statement order, so this line runs first.
setGlobalOptions({ region: 'asia-northeast1', maxInstances: 10 });

export { api } from './api.js';
export { grantAdmin } from './grant-admin.js';
export { publicPage } from './public-page.js';
export { sendMail } from './send-mail.js';
export { endContract, scheduleContractEnd } from './end-contract.js';
export {
  onSpaceWrittenForWaitlist,
  onWaitlistEntryUpdated,
  waitlist,
  waitlistOfferTask,
} from './waitlist.js';
export {
  onApplicationCreated,
  onApplicationUpdated,
  onBillCreated,
  onBillUpdated,
  onContactCreated,
  onContactReplyCreated,
  onPasswordResetRequested,
  onViewingRequestCreated,
  onViewingRequestReplyCreated,
} from './messages/triggers.js';
export { billRemindersDaily, resendMail, sendBillReminders } from './messages/callables.js';
export { onDebitItemUpdated } from './messages/debit-triggers.js';
export { monthBillsDaily, runMonthBillsNow } from './jobs/callables.js';
export { reportsDaily, runReportsNow } from './reports/callables.js';
export {
  auditBrandDocumentWrites,
  auditBrandNestedWrites,
  auditBrandWrites,
  auditDeviceWrites,
  auditGrantWrites,
  auditRouteRuleWrites,
  auditSiteFaqWrites,
  auditSiteNoticeWrites,
  auditSiteWrites,
  auditStaffWrites,
} from './audit/audit-triggers.js';
