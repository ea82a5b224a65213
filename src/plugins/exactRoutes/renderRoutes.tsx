// Stands in for `@docusaurus/renderRoutes` (react-router-config's
// `renderRoutes`): renders the same `<Switch>`, and gives each `<Route>` the
// `sensitive` flag of its route, which upstream does not forward (see
// ./index.ts). Imported by its file path, which the alias does not catch.
import {Children, cloneElement, isValidElement, type ReactElement} from 'react';
import renderRoutesUpstream from '@docusaurus/core/lib/client/exports/renderRoutes';

type RenderRoutes = typeof renderRoutesUpstream;

const renderRoutes: RenderRoutes = (routes, extraProps, switchProps) => {
  const element = renderRoutesUpstream(routes, extraProps, switchProps);
  if (!routes || !isValidElement(element)) return element;
  const {children} = element.props as {children: ReactElement[]};
  return cloneElement(
    element,
    undefined,
    Children.map(children, (route, index) =>
      cloneElement(route as ReactElement<{sensitive?: boolean}>, {
        sensitive: Boolean(routes[index]?.sensitive),
      }),
    ),
  );
};

export default renderRoutes;
