import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageParts from '@site/src/components/HomepageParts';
import {docs, site} from '@site/src/site';
import styles from './index.module.css';

function HomepageHero(): ReactNode {
  return (
    <div className={clsx('hero', styles.hero)}>
      <div className="container">
        <img
          className={styles.mark}
          src={useBaseUrl('/img/logo.svg')}
          alt=""
          width={96}
          height={96}
        />
        <Heading as="h1" className={clsx('hero__title', styles.title)}>
          {site.name}
        </Heading>
        <p className={clsx('hero__subtitle', styles.tagline)}>{site.tagline}</p>
        <p className={styles.promise}>
          {site.summary} {site.promise}
        </p>
        <div className={styles.actions}>
          <Link
            className="button button--primary button--lg"
            to={`${docs.cape.path}#your-first-assistant`}>
            Build your first assistant
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/docs">
            Browse the docs
          </Link>
        </div>
      </div>
    </div>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout title={site.tagline} description={`${site.name}: ${site.promise}`}>
      {/* One <main> for both: a top-level <header> would be a second banner
          landmark next to the announcement bar's. */}
      <main>
        <HomepageHero />
        <HomepageParts />
      </main>
    </Layout>
  );
}
