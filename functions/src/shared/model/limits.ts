/**
 * Size limits shared by the zod schemas and firestore.rules (the rules repeat these numbers;
 * test/rules checks both sides agree on the edges).
 */
export const limits = {
  shortText: 100,
  personName: 50,
  email: 254,
  description: 2000,
  message: 2000,
  faqAnswer: 5000,
  newsBody: 20000,
  pageBody: 50000,
  storagePath: 300,
  listItem: 50,
  features: 20,
  stations: 5,
  imagePaths: 10,
  preferredSlots: 3,
  maxYen: 10_000_000,
  maxCm: 10_000,
  maxAreaM2: 1000,
  /** plans (distinct type × fee × size) summarised on one asset */
  plans: 50,
  /** `submitted` applications one user may hold per brand (applicationCounters enforce it) */
  openApplicationsPerBrand: 3,
  /** entries of an application's status history (4 are enough for the longest path) */
  applicationHistory: 10,
  /** staff notes on contacts and viewing requests */
  staffNote: 2000,
  /** the reason staff give for approving, rejecting or cancelling an application */
  moveReason: 500,
  /** a staff reply to an enquiry or viewing request (sent by mail) */
  reply: 2000,
  /** an identity document upload (users/{uid}/identity/…), in MiB */
  identityDocumentMiB: 10,
  /** lines of one bill (the rules add them up one by one, so the number is fixed) */
  billLines: 12,
  /** entries of one bill's history (made, adjustments, payments, reversals, cancel) */
  billHistory: 40,
  /** payments of one bill (reversed ones included; the rules check them key by key) */
  billPayments: 12,
  /** changes of one customer's 預り金 (over-payments, uses, reversals, refunds) */
  creditHistory: 100,
  /** a bill line's label, a payment note, a reason */
  billNote: 200,
} as const;
