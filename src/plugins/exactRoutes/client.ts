// Flags every generated route as an exact match (see ./index.ts). Client
// modules are evaluated before the app renders or preloads its first route.
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';

function matchExactly(list: readonly RouteConfig[]): void {
  for (const route of list) {
    route.sensitive = true;
    route.strict = true;
    if (route.routes) matchExactly(route.routes);
  }
}

matchExactly(routes);
