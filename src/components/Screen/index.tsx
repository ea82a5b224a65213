import React, {type ReactNode} from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {screenPath, screens, type ScreenName} from './screens';
import styles from './styles.module.css';

/**
 * A picture of what readers will see, `<Screen name="chat-modal-open" />` in
 * a doc (registered in src/theme/MDXComponents.tsx, so without an import):
 * the light or dark drawing as the site's colour mode is, from the site's own
 * origin, at a fixed size that scales down with the column, so nothing moves
 * while it loads. Both drawings are in the server-rendered page, the one for
 * the other mode hidden; being lazy, a hidden one is never downloaded.
 */
export default function Screen({name}: {readonly name: ScreenName}): ReactNode {
  const {alt, width, height} = screens[name];
  const light = useBaseUrl(screenPath(name, 'light'));
  const dark = useBaseUrl(screenPath(name, 'dark'));
  return (
    <div className={styles.screen}>
      <ThemedImage
        sources={{light, dark}}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </div>
  );
}
