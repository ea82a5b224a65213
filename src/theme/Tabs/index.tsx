import React, {
  Children,
  cloneElement,
  isValidElement,
  useId,
  useMemo,
  type ReactNode,
} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {TabIdsContext} from './tabIds';

type Props = WrapperProps<typeof TabsType>;

// Ties each tab to its panel, as WAI-ARIA's tab pattern asks: upstream's tabs
// name no panel (`aria-controls`) and its panels no tab (`aria-labelledby`),
// which the HTML checker reports and screen readers cannot follow. Each tab
// gets an id and `aria-controls` through TabItem's documented `attributes`
// prop; the panel (../TabItem) takes its id and label from the context below.
export default function TabsWrapper({children, ...props}: Props): ReactNode {
  const base = useId();
  // The tab values, as one string: the ids change only when the tabs do.
  const valueList = Children.toArray(children)
    .flatMap((child) =>
      isValidElement<TabItemProps>(child) ? [child.props.value] : [],
    )
    .join('\n');
  const idsOf = useMemo(() => {
    const values = valueList.split('\n');
    return (value: string) => {
      const index = values.indexOf(value);
      return index < 0
        ? undefined
        : {tab: `${base}tab-${index}`, panel: `${base}panel-${index}`};
    };
  }, [base, valueList]);
  return (
    <TabIdsContext.Provider value={idsOf}>
      <Tabs {...props}>
        {Children.map(children, (child) => {
          if (!isValidElement<TabItemProps>(child)) return child;
          const ids = idsOf(child.props.value);
          return ids
            ? cloneElement(child, {
                attributes: {
                  ...child.props.attributes,
                  id: ids.tab,
                  'aria-controls': ids.panel,
                },
              })
            : child;
        })}
      </Tabs>
    </TabIdsContext.Provider>
  );
}
