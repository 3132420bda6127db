/** A value for a path parameter; numbers are written in decimal. */
export type PathValue = string | number;

/**
 * The query of an address: each entry becomes `name=value` (encoded as a form would), in the
 * order given; `null` and `undefined` entries are left out, so callers can pass optional state
 * without branching.
 */
export type SearchParams = Readonly<Record<string, PathValue | null | undefined>>;

/**
 * The parameter names of a react-router pattern, in order:
 * `PathParamNames<'/:brandId/info/:noticeId'>` is `['brandId', 'noticeId']`.
 */
export type PathParamNames<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? [Name, ...PathParamNames<`/${Rest}`>]
    : Pattern extends `${string}:${infer Name}`
      ? [Name]
      : [];

/**
 * The arguments of a route's `href`: one value per parameter of the pattern, in the pattern's
 * order (so a pattern with two parameters takes exactly two), then an optional query.
 */
export type HrefArgs<Pattern extends string> = [
  ...PathValues<PathParamNames<Pattern>>,
  search?: SearchParams,
];

type PathValues<Names extends string[]> = { [Index in keyof Names]: PathValue };

export type PathDefinition<Pattern extends string = string> = {
  /** The react-router path pattern. */
  pattern: Pattern;
  /** The Japanese page title. */
  title: string;
  /** A concrete address: each parameter percent-encoded, then `?query` when one is given. */
  href: (...args: HrefArgs<Pattern>) => string;
};

/**
 * One route's pattern, title and `href` built from that pattern, so the address a link points
 * to and the pattern the router matches can never drift apart.
 */
export function definePath<const Pattern extends string>(
  pattern: Pattern,
  title: string,
): PathDefinition<Pattern> {
  const count = pattern.split(':').length - 1;
  return {
    pattern,
    title,
    href: (...args) => {
      let index = 0;
      const path = pattern.replace(/:\w+/g, () =>
        encodeURIComponent(String(args[index++] as PathValue)),
      );
      const search = args[count] as SearchParams | undefined;
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(search ?? {})) {
        if (value !== null && value !== undefined) query.append(name, String(value));
      }
      const text = query.toString();
      return text ? `${path}?${text}` : path;
    },
  };
}
