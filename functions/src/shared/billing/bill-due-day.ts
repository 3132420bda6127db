/**
 * The day of the billed month a bill is due (the demo data's and the usual 口座振替日). A module
 * of its own so a page that only states the rule (the 特定商取引法 page's 支払時期) does not load
 * the holiday data bill-due-date.ts needs.
 */
export const billDueDay = 27;
