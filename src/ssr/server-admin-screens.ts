/**
 * `src/app/admin-screens.ts` in the server render (vite.ssr.config.ts): the publicPage function
 * renders public pages only (the admin area is the app's file), so none of the staff screens,
 * their loaders or their dependencies are built into it.
 */
export const adminLoaders = {};

export function loadAdminScreen(name: string): never {
  throw new Error(`admin screen ${name} is not rendered on the server`);
}
