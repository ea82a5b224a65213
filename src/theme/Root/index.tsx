import React, {useContext, useMemo, type ReactNode} from 'react';
import {__RouterContext, type RouteComponentProps} from 'react-router';
import type {Props} from '@theme/Root';
import {encodeUrlPath} from './encodeUrlPath';

type History = RouteComponentProps['history'];

// Cape's doc paths hold spaces (`/docs/Cape UI`), as the specification names
// them. React Router 5 writes every link's href from its history's
// `createHref`, and history 4 hands back the path decoded
// (remix-run/history#465, #505), so each sidebar, navbar, pagination and
// Markdown link had a raw space in its href, which HTML does not allow. This
// wrapper of the app (the theme's Root slot) gives the router a history whose
// `createHref` percent-encodes, on the server (StaticRouter) and in the
// browser alike, so a link has the same href in the prerendered page and in
// the hydrated one. Routes still match the decoded path: navigation, exact
// route matching and `useLocation()` are unchanged.
// Reaches into React Router's context (`__RouterContext`): an upgrade of the
// router that drops it fails `npm run typecheck`, and one that writes links
// another way fails the HTML check (`tests/html`).
export default function Root({children}: Props): ReactNode {
  const router = useContext(__RouterContext);
  const {history: upstream} = router;
  const history = useMemo(() => {
    const encoding: History = Object.create(upstream);
    encoding.createHref = (location) =>
      encodeUrlPath(upstream.createHref(location));
    return encoding;
  }, [upstream]);
  const value = useMemo(() => ({...router, history}), [router, history]);
  return (
    <__RouterContext.Provider value={value}>
      {children}
    </__RouterContext.Provider>
  );
}
