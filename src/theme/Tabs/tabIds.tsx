import {createContext, useContext} from 'react';

/** The ids that tie a tab to its panel: the tab's and the panel's. */
export type TabIds = {tab: string; panel: string};

/** A tab set's ids, by tab value (see ./index.tsx). */
export const TabIdsContext = createContext<
  ((value: string) => TabIds | undefined) | undefined
>(undefined);

/** The ids of the tab of this value in the enclosing tab set, if any. */
export function useTabIds(value: string): TabIds | undefined {
  return useContext(TabIdsContext)?.(value);
}
