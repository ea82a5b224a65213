import React, {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/** Whether a key press is typing into a field, where "/" must stay a slash. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Mends the plugin's markup as autocomplete.js and the plugin update it:
 * ARIA 1.2 asks a combobox for `aria-controls` (autocomplete.js sets only
 * `aria-owns`), and the clear button's only name is the "✕" glyph.
 */
function useAccessibleMarkup(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const mend = () => {
      const input = root.querySelector('input[aria-owns]');
      const listbox = input?.getAttribute('aria-owns');
      if (listbox && input?.getAttribute('aria-controls') !== listbox) {
        input?.setAttribute('aria-controls', listbox);
      }
      for (const button of Array.from(
        root.querySelectorAll('button:not([aria-label])'),
      )) {
        button.setAttribute('aria-label', 'Clear search');
        button.setAttribute('type', 'button');
      }
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributeFilter: ['aria-owns'],
    });
    return () => observer.disconnect();
  }, [container]);
}

// The search bar of @easyops-cn/docusaurus-search-local (see
// src/plugins/localSearch.ts), plus "/" to focus it, as on GitHub and MDN,
// beside the plugin's own Ctrl/Cmd+K, and accessible markup; its styles hide
// the dropdown's link to a /search page this site does not build.
export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useAccessibleMarkup(container);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented ||
        isTyping(event.target)
      ) {
        return;
      }
      const input = container.current?.querySelector('input');
      if (input) {
        event.preventDefault();
        input.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div ref={container} className={styles.searchBar}>
      <SearchBar {...props} />
    </div>
  );
}
