import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {docs, site, type Page} from '@site/src/site';
import styles from './styles.module.css';

type Part = {
  readonly page: Page;
  readonly summary: string;
};

// In the order content flows through Cape; best practice spans them all.
const parts: readonly Part[] = [
  {
    page: docs.webcrawlers,
    summary:
      'Point Cape at your sites and sitemaps. Crawlers fetch what you publish on a schedule, politely and within your rules.',
  },
  {
    page: docs.webExtractors,
    summary:
      'Turn fetched pages and PDFs into clean documents, without navigation, cookie banners or duplicates.',
  },
  {
    page: docs.cape,
    summary:
      'Keep the knowledge base and the assistants built on it, and automate everything through the REST API and JavaScript SDK.',
  },
  {
    page: docs.chatmodal,
    summary:
      'Add an accessible chat modal to any website with one script tag or a React component, themed to match your brand.',
  },
  {
    page: docs.landingPage,
    summary:
      'Publish a hosted page where visitors ask your assistant directly, on your own domain, ready for search engines.',
  },
  {
    page: docs.ui,
    summary:
      'Run sources, assistants, conversations and your team from the web dashboard.',
  },
];

/** The home page's tour of Cape's parts, each linking to its documentation. */
export default function HomepageParts(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="homepage-parts">
      <div className="container">
        <Heading as="h2" id="homepage-parts" className={styles.heading}>
          How {site.name} works
        </Heading>
        <p className={styles.lead}>
          Your content travels one path: crawled, extracted, kept in a knowledge
          base, then answered wherever your visitors are.{' '}
          <Link to={docs.bestPractice.path}>Best practice</Link> runs through
          every step.
        </p>
        <ol className={styles.grid}>
          {parts.map((part, index) => (
            <li key={part.page.path} className={styles.part}>
              <span className={styles.step} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Heading as="h3" className={styles.title}>
                <Link to={part.page.path}>{part.page.label}</Link>
              </Heading>
              <p className={styles.summary}>{part.summary}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
