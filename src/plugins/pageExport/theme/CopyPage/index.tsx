import React, {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {markdownPath} from '../../paths';
import styles from './styles.module.css';

// The page's Markdown, fetched once per visit, when a reader first asks.
const fetched = new Map<string, Promise<string>>();

/**
 * "Copy page" and "View as Markdown": the page as clean Markdown, for pasting
 * into an AI assistant or reading as text. The text is the page's Markdown
 * file, which the build writes beside it (../index.ts), fetched on the first
 * click, so the page itself carries no Markdown.
 */
export default function CopyPage(): ReactNode {
  // The router's pathname is decoded (`/docs/Cape UI`) and holds the base URL.
  const url = encodeURI(markdownPath(decodeURI(useLocation().pathname)));
  const [status, setStatus] = useState('');

  const markdown = (): Promise<string> => {
    let text = fetched.get(url);
    if (!text) {
      text = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      });
      fetched.set(url, text);
      text.catch(() => fetched.delete(url));
    }
    return text;
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
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
