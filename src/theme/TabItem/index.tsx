// Change: the panel takes the id its tab's `aria-controls` names and is
// labelled by its tab (ids from ../Tabs); in a lazy tab set an unselected
// panel is rendered empty instead of not at all, so every tab's
// `aria-controls` finds its panel. Otherwise upstream's TabItem.
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import {TabIdsContext} from '../Tabs/tabIds';

export default function TabItem({
  children,
  className,
  value,
}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = useContext(TabIdsContext)?.(value);
  const isSelected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {!isSelected && lazy ? null : children}
    </div>
  );
}
