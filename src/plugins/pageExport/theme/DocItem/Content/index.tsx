import React, {type ReactNode} from 'react';
// A plugin's theme component wraps the theme's own through @theme-init.
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '../../CopyPage';

type Props = WrapperProps<typeof ContentType>;

// Puts "Copy page" and "View as Markdown" (../../CopyPage) above the
// title of every doc page. The title is part of this component, so a wrapper
// places the actions next to it without copying the theme's markup.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
