/**
 * The route a mistyped path most likely meant, for the not-found page: the
 * same path in another case, with or without spaces, hyphens or the
 * specification's "Prectice" spelling, or a route a few letters away.
 */
import leven from 'leven';

/** `decodeURI`, or the path as it is when it holds a stray `%`. */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** A path reduced to what a reader is likely to get right. */
export function comparable(path: string): string {
  return decodePath(path)
    .toLowerCase()
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '')
    .replace(/practice/g, 'prectice')
    .replace(/[\s_+-]+/g, '');
}

/**
 * The closest of `routes` to `path`, or undefined when none is close: a page
 * whose path the reader's continues (`/docs/Cape UI/extra`), or one a few
 * letters away.
 */
export function closestRoute(
  path: string,
  routes: readonly string[],
): string | undefined {
  const wanted = comparable(path);
  if (!wanted || wanted === '/') return undefined;
  const parent = routes
    .filter((route) => route.split('/').filter(Boolean).length >= 2)
    .filter((route) => wanted.startsWith(`${comparable(route)}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (parent) return parent;
  let best: {route: string; distance: number} | undefined;
  for (const route of routes) {
    const candidate = comparable(route);
    const gap = leven(wanted, candidate);
    if (!best || gap < best.distance) best = {route, distance: gap};
  }
  // Up to three letters off, and never more than a quarter of the path.
  return best && best.distance <= Math.min(3, Math.floor(wanted.length / 4))
    ? best.route
    : undefined;
}
