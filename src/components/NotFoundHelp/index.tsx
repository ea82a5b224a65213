import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import routes from '@generated/routes';
import Heading from '@theme/Heading';
// The search feature's public client call, through the theme alias it provides.
import {openSearch} from '@theme/SearchBar/openSearch';
import {closestRoute, decodePath} from './suggest';
import styles from './styles.module.css';

type Route = {path?: string | string[]; exact?: boolean; routes?: Route[]};
type FooterItem = {label: string; to?: string};
type FooterGroup = {title?: string; items?: FooterItem[]};

/** Every page's path, from the app's own route list. */
function pagePaths(list: readonly Route[]): string[] {
  return list.flatMap((route) => [
    ...(route.exact && typeof route.path === 'string' ? [route.path] : []),
    ...pagePaths(route.routes ?? []),
  ]);
}

/** The words of a path, to start a search with: `/docs/webhook-signing` → "webhook signing". */
function searchWords(path: string): string {
  return decodePath(path)
    .replace(/\.html$/, '')
    .split(/[/\s_+-]+/)
    .filter((word) => word && word !== 'docs')
    .join(' ');
}

/**
 * What the not-found page offers besides its message: the page the reader
 * probably meant, search (one key away, or one click, started with the
 * path's words), and every page of the docs, grouped as the footer groups
 * them.
 */
export default function NotFoundHelp(): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const {footer} = useThemeConfig();
  // The path is known only in the browser (the server renders one
  // not-found page for every path), so the suggestion waits for it.
  const isBrowser = useIsBrowser();
  const suggestion = useMemo(
    () =>
      isBrowser
        ? closestRoute(
            pathname,
            pagePaths(routes as Route[]).filter((path) => path !== '/404.html'),
          )
        : undefined,
    [isBrowser, pathname],
  );

  // The footer's groups of links: the site's one list of its pages.
  const groups = ((footer?.links ?? []) as FooterGroup[])
    .map((group) => ({
      title: group.title ?? '',
      items: (group.items ?? []).filter(
        (item): item is Required<FooterItem> => typeof item.to === 'string',
      ),
    }))
    .filter((group) => group.title && group.items.length);

  return (
    <nav
      className="container margin-bottom--xl"
      aria-labelledby="not-found-help">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h2" id="not-found-help" className={styles.heading}>
            Find what you were looking for
          </Heading>
          {suggestion && (
            <p className={clsx(styles.suggestion, styles.prose)}>
              Did you mean{' '}
              <Link to={suggestion}>
                {decodeURI(suggestion.slice(baseUrl.length - 1))}
              </Link>
              ?
            </p>
          )}
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                openSearch(searchWords(pathname.slice(baseUrl.length - 1)))
              }>
              Search the docs
            </button>{' '}
            <span className={styles.hint}>
              or press <kbd>/</kbd> on any page.
            </span>
          </p>
          <p className={styles.prose}>
            Or start from the <Link to="/docs">docs index</Link>, or one of
            these pages:
          </p>
          <div className={styles.groups}>
            {groups.map((group) => (
              <div key={group.title}>
                <Heading as="h3" className={styles.groupTitle}>
                  {group.title}
                </Heading>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to}>{item.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </nav>
  );
}
