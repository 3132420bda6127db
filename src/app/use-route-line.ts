import { useMatches } from 'react-router';
import type { AppRouteHandle } from './create-app-routes';
import type { RouteProps } from './screen-props';

/**
 * What this screen's line of the route table says: its title (from `paths`) and the props the
 * line gave it (`family(...)` in route-table.ts), read from the leaf route's handle. Throws
 * when the line gave no props: a family screen on a line without its data is a bug of the
 * table, not something to render around.
 */
export function useRouteLine<Props extends RouteProps>(): { title: string; props: Props } {
  const handle = useMatches().at(-1)?.handle as AppRouteHandle | undefined;
  if (!handle?.props) throw new Error('この画面のルート定義に props がありません');
  return { title: handle.title, props: handle.props as Props };
}
