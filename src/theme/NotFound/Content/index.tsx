import React, {lazy, Suspense, type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

// Loaded on its own: the docs layout renders this component for unknown doc
// paths, so a static import would put the help in every doc page's first
// load. The site is rendered to HTML with every lazy part resolved, and the
// browser keeps that HTML until the part's script arrives.
const NotFoundHelp = lazy(() => import('@site/src/components/NotFoundHelp'));

// The theme's not-found message, then a way on: the page the reader probably
// meant, search, and every page (src/components/NotFoundHelp). Wrapping keeps
// the theme's own heading and text (worded in i18n/en/code.json); it covers
// both unknown paths and unknown docs, which render this component alone.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <Suspense fallback={null}>
        <NotFoundHelp />
      </Suspense>
    </>
  );
}
