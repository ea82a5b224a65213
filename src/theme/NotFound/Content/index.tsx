import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

type Props = WrapperProps<typeof ContentType>;

// The theme's not-found message, then a way on: the page the reader probably
// meant, search, and every page (src/components/NotFoundHelp). Wrapping keeps
// the theme's own heading and text (worded in i18n/en/code.json); it covers
// both unknown paths and unknown docs, which render this component alone.
// The help is imported, not loaded lazily: under React 18 a lazy part still
// loading when the page hydrates is thrown away and drawn again on the first
// context change (React error #421), which blanks it for a moment.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <NotFoundHelp />
    </>
  );
}
