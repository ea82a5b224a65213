import React, {useContext, useMemo, type ReactNode} from 'react';
import {__RouterContext} from 'react-router';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import {encodeUrlPath} from '../Root/encodeUrlPath';

type Props = WrapperProps<typeof SiteMetadataType>;

// Upstream writes the canonical link, og:url and the hreflang alternates from
// the page's path as `useLocation()` gives it, decoded, and Cape's doc paths
// hold spaces (`/docs/Cape UI`), which a URL may not (RFC 3986; search engines
// ask for percent-encoding). This wrapper hands upstream the same location
// with its path percent-encoded, for these tags only. Reaches into React
// Router's context, as ../Root does (same tests).
export default function SiteMetadataWrapper(props: Props): ReactNode {
  const router = useContext(__RouterContext);
  const value = useMemo(
    () => ({
      ...router,
      location: {
        ...router.location,
        pathname: encodeUrlPath(router.location.pathname),
      },
    }),
    [router],
  );
  return (
    <__RouterContext.Provider value={value}>
      <SiteMetadata {...props} />
    </__RouterContext.Provider>
  );
}
