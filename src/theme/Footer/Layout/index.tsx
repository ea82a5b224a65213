import React, {type ReactNode} from 'react';
import FooterLayout from '@theme-original/Footer/Layout';
import type FooterLayoutType from '@theme/Footer/Layout';
import type {WrapperProps} from '@docusaurus/types';
import FooterBrand from '@site/src/components/FooterBrand';

type Props = WrapperProps<typeof FooterLayoutType>;

// The footer's logo slot shows Cape's brand block (mark, name and tagline):
// `themeConfig.footer.logo` can only place an image there.
export default function FooterLayoutWrapper(props: Props): ReactNode {
  return <FooterLayout {...props} logo={<FooterBrand />} />;
}
