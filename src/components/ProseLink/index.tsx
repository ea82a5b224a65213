import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import MDXA from '@theme/MDXComponents/A';
import styles from './styles.module.css';

/** A link in Markdown prose: the theme's link, underlined. */
export default function ProseLink({
  className,
  ...props
}: ComponentProps<typeof MDXA>): ReactNode {
  return <MDXA {...props} className={clsx(styles.link, className)} />;
}
