import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

// Upstream marks the date `itemprop="dateModified"` but puts it in no item,
// which microdata does not allow (docs pages have no `itemscope`; blog posts
// do). The item is the page: a schema.org WebPage modified on that date.
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
