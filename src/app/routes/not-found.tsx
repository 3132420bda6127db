import { NotFound } from '@/components/errors/not-found';

/** Any address no route claims: the 404 page inside the layout of the catch-all route. */
export function Component() {
  return <NotFound />;
}
