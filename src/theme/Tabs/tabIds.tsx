import {createContext} from 'react';

/** The ids that tie a tab to its panel: the tab's and the panel's. */
export type TabIds = {tab: string; panel: string};

/** A tab set's ids, by tab value (see ./index.tsx), for its panels (../TabItem). */
export const TabIdsContext = createContext<
  ((value: string) => TabIds | undefined) | undefined
>(undefined);
