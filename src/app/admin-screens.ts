import type { ScreenModule } from './route-table';

/**
 * The admin area's screen modules. They are listed here, not in the route table's own glob, so
 * the entry chunk that every visitor downloads does not carry the admin chunks' file names and
 * preload lists: the first admin screen fetches this small module, then its own chunk.
 */
const adminScreens = import.meta.glob<ScreenModule>([
  './routes/admin/**/*.tsx',
  '!./routes/admin/**/__tests__/**',
]);

/** The names (`admin/brand/home`) of every admin screen module. */
export const adminScreenNames = Object.keys(adminScreens).map((key) =>
  key.replace(/^\.\/routes\//, '').replace(/\.tsx$/, ''),
);

export function loadAdminScreen(name: string): Promise<ScreenModule> {
  const load = adminScreens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`画面モジュールがありません: src/app/routes/${name}.tsx`);
  return load();
}
