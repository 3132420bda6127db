/**
 * The signed-in staff member's uid for a write (getStaffUid): firebase/auth loads with the first
 * write, not with the screen (the admin guard has it already).
 */
export const staffUid = async () => (await import('./get-staff-uid')).getStaffUid();
