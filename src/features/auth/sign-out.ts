/** Signs out (clears the state, deletes the server session); loads firebase/auth on demand. */
export async function signOut(): Promise<void> {
  const { signOutUser } = await import('./api/sign-out-user');
  await signOutUser();
}
