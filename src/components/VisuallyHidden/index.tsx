import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Text for screen readers only; Infima has no class for it. */
export default function VisuallyHidden({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
