import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';

type Props = WrapperProps<typeof SiteMetadataType>;

// Upstream writes the canonical link and og:url with the page's path as it
// is, and Cape's doc paths hold spaces (`/docs/Cape UI`), which a URL may not
// (RFC 3986; search engines ask for percent-encoding). The same URL, encoded,
// in a later <Head>: react-helmet keeps the last canonical link and og:url.
export default function SiteMetadataWrapper(props: Props): ReactNode {
  const {
    siteConfig: {url, baseUrl, trailingSlash},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const path = applyTrailingSlash(useBaseUrl(pathname), {
    trailingSlash,
    baseUrl,
  });
  const canonicalUrl = url + encodeURI(path);
  return (
    <>
      <SiteMetadata {...props} />
      <Head>
        <meta property="og:url" content={canonicalUrl} />
        <link rel="canonical" href={canonicalUrl} />
      </Head>
    </>
  );
}
