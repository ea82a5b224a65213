import React, {useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

/**
 * A page's section of /llms-full.txt: from its `# Title` line, above the
 * `Source: <url>` line that names the page, to the next page's title.
 */
export function pageSection(full: string, url: string): string | undefined {
  const source = `\n\nSource: ${url}\n\n`;
  const at = full.indexOf(source);
  if (at < 0) return undefined;
  const start = full.lastIndexOf('\n# ', at) + 1;
  const next = /\n# [^\n]+\n\nSource: /g;
  next.lastIndex = at + source.length;
  const end = next.exec(full)?.index ?? full.length;
  return `${full.slice(start, end).trim()}\n`;
}

// /llms-full.txt, fetched once per visit, when a reader first asks for it.
let full: Promise<string> | undefined;

/**
 * "Copy page" and "View as Markdown": the page as clean Markdown, for pasting
 * into an AI assistant or reading as text. The text is the page's section of
 * /llms-full.txt (src/plugins/llmsTxt), fetched on the first click, so the
 * page itself carries no Markdown and no route is added.
 */
export default function CopyPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const fullUrl = useBaseUrl('/llms-full.txt');
  const [status, setStatus] = useState('');

  const markdown = async (): Promise<string> => {
    full ??= fetch(fullUrl).then((response) => {
      if (!response.ok)
        throw new Error(`${fullUrl} answered ${response.status}`);
      return response.text();
    });
    full.catch(() => {
      full = undefined;
    });
    // The router's pathname is decoded (`/docs/Cape UI`); the export writes
    // URLs as the canonical links do, percent-encoded.
    const url = `${siteConfig.url}${encodeURI(decodeURI(pathname))}`;
    const section = pageSection(await full, url);
    if (!section) throw new Error('this page is not in the Markdown export');
    return section;
  };

  const copy = async () => {
    setStatus('');
    try {
      const text = markdown();
      // A ClipboardItem takes the text still on its way, which Safari needs
      // to keep the click's permission; other browsers accept either.
      if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/plain': text.then(
              (value) => new Blob([value], {type: 'text/plain'}),
            ),
          }),
        ]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setStatus('Page copied as Markdown.');
    } catch (error) {
      setStatus(`Could not copy the page: ${(error as Error).message}.`);
    }
  };

  const view = () => {
    setStatus('');
    // Opened now, while the click counts as the reader's, and filled in
    // once the text has arrived.
    const tab = window.open('', '_blank');
    markdown().then(
      (text) => {
        const url = URL.createObjectURL(
          new Blob([text], {type: 'text/plain;charset=utf-8'}),
        );
        if (tab) tab.location.replace(url);
        else window.location.assign(url);
      },
      (error: Error) => {
        tab?.close();
        setStatus(`Could not open the Markdown: ${error.message}.`);
      },
    );
  };

  return (
    <div className={styles.actions} data-search-ignore>
      <button
        type="button"
        className="button button--secondary button--outline button--sm"
        onClick={copy}>
        Copy page
      </button>
      <button
        type="button"
        className="button button--secondary button--outline button--sm"
        onClick={view}>
        View as Markdown
        <span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
