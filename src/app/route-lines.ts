import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params } from 'react-router';
import type { PathDefinition } from '@/config/define-path';
import { isBrandId } from '@/utils/is-brand-id';
import { isDocumentId } from '@/utils/is-document-id';
import type { AdminLoaders } from './admin-screens';
import type { RouteProps } from './screen-props';

/**
 * The vocabulary of the route table (route-table.ts): a line per route, made by `route`,
 * `user` or `admin` inside a layout `group`, with the screen (a module name or a `family`
 * screen given the line's props) and the loader (`lazyLoader`, `adminLoader`) on the line.
 */
export type LayoutName = 'top' | 'default' | 'admin';
export type GuardName = 'none' | 'user' | 'admin';

/** What a lazily loaded screen module exports (react-router's `lazy` convention). */
export type ScreenModule = {
  Component: ComponentType;
  /**
   * Code the screen draws in its first frame, fetched with its chunk and data before the route
   * renders (the asset page's unit map on later pages of a visit: no loading line that the map
   * then replaces, moving what is below it).
   */
  ready?: () => Promise<unknown> | undefined;
};

/**
 * A screen's data loader, given the app's one QueryClient and the props of its route line: it
 * calls `queryClient.ensureQueryData(...)` so the screen reads a warm cache; a `null` read
 * becomes the 404 page (`requireFound`). A lazily fetched loader has `preload`, which starts
 * fetching its code (not its data) as soon as the route is entered, before the guard.
 */
export type ScreenLoader<Props = void> = ((
  queryClient: QueryClient,
  props: Props,
) => LoaderFunction) & { preload?: () => void };

export type RouteEntry = {
  /** Stable id: the react-router route id, used by tests and route-scoped data. */
  id: string;
  /** The react-router path pattern, always taken from `paths`. */
  path: string;
  /** Japanese page title (from `paths`); screens may read it with `useRouteLine()`. */
  title: string;
  layout: LayoutName;
  guard: GuardName;
  /** The screen module's name under src/app/routes (`brand/page`), for tests and docs. */
  screen: string;
  load: () => Promise<ScreenModule>;
  /** Route-level validation (spec section 2): false renders the 404 page in the layout. */
  validate?: (params: Params) => boolean;
  /**
   * The screen's data, named on the line and started together with the screen's chunk, after
   * the guard; the line's props are already bound. Every loader lives in src/app/loaders/.
   */
  loader?: ScreenLoader;
  /** What a family screen reads from its line (`useRouteLine()`), e.g. a page key. */
  props?: RouteProps;
};

// Every public screen module under ./routes, each its own lazily loaded chunk. Admin screens
// are listed in ./admin-screens (loaded on the first admin route), so the entry every visitor
// downloads carries none of their file names.
const screens = import.meta.glob<ScreenModule>([
  './routes/**/*.tsx',
  '!./routes/**/__tests__/**',
  '!./routes/admin/**',
]);

function screenModule(name: string): () => Promise<ScreenModule> {
  if (name.startsWith('admin/')) {
    return () => import('./admin-screens').then(({ loadAdminScreen }) => loadAdminScreen(name));
  }
  const load = screens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`画面モジュールがありません: src/app/routes/${name}.tsx`);
  return load;
}

/**
 * A loader whose module is fetched when its route is entered (alongside the screen's chunk,
 * `preload`) instead of sitting in the entry: for the signed-in and form pages, which nobody
 * opens as the first page of a visit from a search result, and for every admin screen.
 */
export function lazyLoader<Props = void>(
  load: () => Promise<(queryClient: QueryClient, props: NoInfer<Props>) => LoaderFunction>,
): ScreenLoader<Props> {
  const loader = (queryClient: QueryClient, props: Props): LoaderFunction => {
    return async (args) => (await load())(queryClient, props)(args);
  };
  // A failed fetch shows when the loader runs; the early start must not be an unhandled rejection.
  return Object.assign(loader, { preload: () => void load().catch(() => undefined) });
}

/** The props an admin loader takes (`void` when it takes none). */
type AdminLoaderProps<Name extends keyof AdminLoaders> =
  Awaited<ReturnType<AdminLoaders[Name]>> extends (
    queryClient: QueryClient,
    props: infer Props,
  ) => LoaderFunction
    ? Props
    : never;

/**
 * An admin screen's loader (src/app/loaders/admin/), by its name in admin-screens.ts: fetched
 * with the admin screens, so neither its code nor its chunk's file name is in the entry.
 */
export function adminLoader<Name extends keyof AdminLoaders>(
  name: Name,
): ScreenLoader<AdminLoaderProps<Name>> {
  return lazyLoader<AdminLoaderProps<Name>>(() =>
    import('./admin-screens').then(
      ({ adminLoaders }) => adminLoaders[name]() as Promise<ScreenLoader<AdminLoaderProps<Name>>>,
    ),
  );
}

/** Each path parameter's check, by its one name per concept (docs/routing.md). */
const parameterChecks: Record<string, (value: string | undefined) => boolean> = {
  brandId: isBrandId,
  assetId: isDocumentId,
  spaceId: isDocumentId,
  noticeId: isDocumentId,
  memberId: isDocumentId,
  contactId: isDocumentId,
  viewingRequestId: isDocumentId,
  billId: isDocumentId,
};

/**
 * The validation of a pattern, derived from its parameter names: `brandId` is a brand id (not
 * a reserved first segment), every other name a document id. A name outside the list fails
 * here, when the table is built, so a second word for a concept cannot slip in.
 */
export function validateParams(pattern: string): ((params: Params) => boolean) | undefined {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  const checks = names.map((name) => {
    const check = parameterChecks[name];
    if (!check) throw new Error(`未知のパラメーター名です: :${name}（${pattern}）`);
    return [name, check] as const;
  });
  return (params) => checks.every(([name, check]) => check(params[name]));
}

/** A screen that serves several lines, each line giving it its props (`useRouteLine()`). */
type FamilyScreen<Props> = { name: string; props: Props };

/** Names a family screen module and the props type its lines must give it. */
export const family =
  <Props extends RouteProps>(name: string) =>
  (props: Props): FamilyScreen<Props> => ({ name, props });

/** The line's loader with the line's props bound, keeping its `preload`. */
function bindProps<Props>(loader: ScreenLoader<Props>, props: Props): ScreenLoader {
  const bound = (queryClient: QueryClient) => loader(queryClient, props);
  return loader.preload ? Object.assign(bound, { preload: loader.preload }) : bound;
}

type PathLike = Pick<PathDefinition, 'pattern' | 'title'>;
type Line = Omit<RouteEntry, 'layout'>;

/**
 * One route: id, path (pattern and title from `paths`), screen module (a name under
 * src/app/routes, or a family screen with the line's props), guard and data loader. The
 * loader's props type must match the screen's, so a line cannot give a loader data it lacks.
 */
function line<Props extends RouteProps | void = void>(
  id: string,
  path: PathLike,
  screen: string | FamilyScreen<Props>,
  guard: GuardName,
  loader?: ScreenLoader<NoInfer<Props>>,
): Line {
  const { name, props } =
    typeof screen === 'string' ? { name: screen, props: undefined as Props } : screen;
  const validate = validateParams(path.pattern);
  return {
    id,
    path: path.pattern,
    title: path.title,
    guard,
    screen: name,
    load: screenModule(name),
    ...(validate ? { validate } : {}),
    ...(loader ? { loader: bindProps(loader, props) } : {}),
    ...(props ? { props } : {}),
  };
}

/** An open route; its data loader (if any) starts together with the screen's chunk. */
export const route = <Props extends RouteProps | void = void>(
  id: string,
  path: PathLike,
  screen: string | FamilyScreen<Props>,
  loader?: ScreenLoader<NoInfer<Props>>,
) => line(id, path, screen, 'none', loader);
/** A route for signed-in users (user guard). */
export const user = (id: string, path: PathLike, screen: string, loader?: ScreenLoader) =>
  line(id, path, screen, 'user', loader);
/** An admin route (admin guard); its loader runs after the guard has let the visitor in. */
export const admin = <Props extends RouteProps | void = void>(
  id: string,
  path: PathLike,
  screen: string | FamilyScreen<Props>,
  loader?: ScreenLoader<NoInfer<Props>>,
) => line(id, path, screen, 'admin', loader);

export function group(layout: LayoutName, lines: readonly Line[]): RouteEntry[] {
  return lines.map((line) => ({ ...line, layout }));
}
