/**
 * The signed-in staff member's uid for a screen's writes: firebase/auth loads with the first
 * write, not with the screen (the guard has it already).
 */
export const staffUid = async () =>
  (await import('@/features/applications/api/get-staff-uid')).getStaffUid();
