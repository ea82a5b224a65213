import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDate} from './formatDate';

// Ejected from @docusaurus/theme-classic 3.10.2 (unsafe). Changes, both
// marked `Change:` below:
// - the item: upstream marks the date `itemprop="dateModified"` but puts it
//   in no item, which microdata does not allow (docs pages have no
//   `itemscope`; blog posts do). The item is the page, a schema.org WebPage;
// - the date is written by ./formatDate.ts instead of `useDateTimeFormat`,
//   which made Chromium load its ICU date data during hydration (the longest
//   task of a doc page's load).
// After an upgrade, re-eject and re-apply both; `./formatDate.test.mjs`
// holds the date to what Intl writes, `tests/e2e/pages.spec.ts` checks the
// text and `npm run test:html` the microdata.

function LastUpdatedAtDate({
  lastUpdatedAt,
}: {
  lastUpdatedAt: number;
}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const atDate = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {/* Change: the date without Intl in English. */}
              {formatDate(atDate, i18n.currentLocale)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({
  lastUpdatedBy,
}: {
  lastUpdatedBy: string;
}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: Props): ReactNode {
  return (
    // Change: the page is the item the date belongs to.
    <span itemScope itemType="https://schema.org/WebPage">
      <span className={ThemeClassNames.common.lastUpdated}>
        <Translate
          id="theme.lastUpdated.lastUpdatedAtBy"
          description="The sentence used to display when a page has been last updated, and by who"
          values={{
            atDate: lastUpdatedAt ? (
              <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} />
            ) : (
              ''
            ),
            byUser: lastUpdatedBy ? (
              <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} />
            ) : (
              ''
            ),
          }}>
          {'Last updated{atDate}{byUser}'}
        </Translate>
        {process.env.NODE_ENV === 'development' && (
          <div>
            <small> (Simulated during dev for better perf)</small>
          </div>
        )}
      </span>
    </span>
  );
}
