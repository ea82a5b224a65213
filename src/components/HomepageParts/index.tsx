import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {docPaths, site} from '@site/src/site';
import styles from './styles.module.css';

type Part = {
  readonly title: string;
  readonly to: string;
  readonly summary: string;
};

// In the order content flows through Cape; best practice spans them all.
const parts: readonly Part[] = [
  {
    title: `${site.name} Webcrawlers`,
    to: docPaths.webcrawlers,
    summary:
      'Point Cape at your sites and sitemaps. Crawlers fetch what you publish on a schedule, politely and within your rules.',
  },
  {
    title: 'Web Extractors',
    to: docPaths.webExtractors,
    summary:
      'Turn fetched pages and PDFs into clean documents, without navigation, cookie banners or duplicates.',
  },
  {
    title: `${site.name} platform`,
    to: docPaths.cape,
    summary:
      'Keep the knowledge base and the assistants built on it, and automate everything through the REST API and JavaScript SDK.',
  },
  {
    title: `${site.name} Chatmodal UI`,
    to: docPaths.chatmodal,
    summary:
      'Add an accessible chat modal to any website with one script tag or a React component, themed to match your brand.',
  },
  {
    title: `${site.name} Landing Page`,
    to: docPaths.landingPage,
    summary:
      'Publish a hosted page where visitors ask your assistant directly, on your own domain, ready for search engines.',
  },
  {
    title: `${site.name} UI`,
    to: docPaths.ui,
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
          <Link to={docPaths.bestPractice}>Best practice</Link> runs through
          every step.
        </p>
        <ol className={styles.grid}>
          {parts.map((part, index) => (
            <li key={part.to} className={styles.part}>
              <span className={styles.step} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Heading as="h3" className={styles.title}>
                <Link to={part.to}>{part.title}</Link>
              </Heading>
              <p className={styles.summary}>{part.summary}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
