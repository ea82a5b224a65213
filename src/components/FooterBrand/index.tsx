import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {site} from '@site/src/site';
import styles from './styles.module.css';

/** Cape's mark, name and tagline, shown above the footer's copyright line. */
export default function FooterBrand(): ReactNode {
  return (
    <div className={styles.brand}>
      <img
        src={useBaseUrl('/img/logo.svg')}
        alt=""
        width={32}
        height={32}
        className={styles.mark}
      />
      <span className={styles.name}>{site.name}</span>
      <span className={styles.tagline}>{site.tagline}</span>
    </div>
  );
}
