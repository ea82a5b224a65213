import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  useDocById,
  useDocsSidebar,
} from '@docusaurus/plugin-content-docs/client';
import type {
  PropSidebarItem,
  PropSidebarItemLink,
} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

/** The sidebar's pages in order, categories flattened. */
function docLinks(items: readonly PropSidebarItem[]): PropSidebarItemLink[] {
  return items.flatMap((item) => {
    if (item.type === 'category') {
      return docLinks(item.items);
    }
    return item.type === 'link' ? [item] : [];
  });
}

// Best practice applies to every step of the flow, so its card comes last.
// The sidebar lists it first only because the navbar's Docs entry opens the
// sidebar's first page, which the specification makes best practice.
const spansEveryStep = 'Best Prectice/overview';

/** The pages in the order content flows through Cape, best practice last. */
function inFlowOrder(
  links: readonly PropSidebarItemLink[],
): PropSidebarItemLink[] {
  return [
    ...links.filter((link) => link.docId !== spansEveryStep),
    ...links.filter((link) => link.docId === spansEveryStep),
  ];
}

function DocIndexCard({item}: {readonly item: PropSidebarItemLink}): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <li className={styles.item}>
      <Link to={item.href} className={styles.card}>
        <Heading as="h3" className={styles.title}>
          {item.label}
        </Heading>
        {doc?.description && (
          <p className={styles.description}>{doc.description}</p>
        )}
      </Link>
    </li>
  );
}

/**
 * A card for each page of the current docs sidebar, in the order content
 * flows through Cape. The pages are references, not chapters, so the cards
 * are not numbered. Used by the docs index (`/docs`), which shows the
 * sidebar through `displayed_sidebar`.
 */
export default function DocsIndexCards(): ReactNode {
  const sidebar = useDocsSidebar();
  if (!sidebar) {
    throw new Error(
      'DocsIndexCards needs a docs sidebar: set `displayed_sidebar` in the front matter of the page that uses it.',
    );
  }
  return (
    <ul className={styles.list} aria-label="All pages">
      {inFlowOrder(docLinks(sidebar.items)).map((item) => (
        <DocIndexCard key={item.href} item={item} />
      ))}
    </ul>
  );
}
