import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

type Props = WrapperProps<typeof AnnouncementBarType>;

// A dismissal is remembered per bar id, but upstream's pre-paint script hides
// the bar from the stored dismissal alone, so a reader who dismissed an older
// bar would not see a new one until the next reload. Once the theme has
// compared the ids and found the bar active, lift that early hiding. Also
// draws the close button in the bar's text colour (styles.module.css).
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(
        'data-announcement-bar-initially-dismissed',
        'false',
      );
    }
  }, [isActive]);
  return (
    <div className={styles.bar}>
      <AnnouncementBar {...props} />
    </div>
  );
}
