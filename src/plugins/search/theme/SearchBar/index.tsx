import React, {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {openSearchEvent} from './openSearch';
import styles from './styles.module.css';

// The dialog and the search engine load when a reader first reaches for
// search (hover, focus, a shortcut), not with the page.
const SearchDialog = lazy(() => import('./SearchDialog'));
const preloadDialog = () => void import('./SearchDialog');

/** Whether a key press is typing into a field, where "/" must stay a slash. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Apple platforms write the shortcut with ⌘, others with Ctrl. The server
 * cannot know the platform, so the page starts with Ctrl.
 */
function useModifierLabel(): string {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return 'Ctrl';
  const platform =
    (navigator as Navigator & {userAgentData?: {platform?: string}})
      .userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl';
}

/**
 * The navbar's search: Cape's own, on the index the site builds
 * (src/plugins/search). A button opens a search dialog; so do Ctrl+K (⌘K on a
 * Mac) and "/" anywhere outside a text field, and `openSearch()` from other
 * components, such as the not-found page.
 */
export default function SearchBar(): ReactNode {
  // Which opening of the dialog is mounted (0: none). Each opening mounts a
  // fresh dialog: on Escape the browser closes it at once but reports it with
  // a `close` event a task later, and a shortcut pressed in between must open
  // a new dialog, not be undone when that event arrives.
  const [opening, setOpening] = useState(0);
  const openings = useRef(0);
  const [query, setQuery] = useState('');
  const baseUrl = useBaseUrl('/');
  const modifier = useModifierLabel();

  const hide = useCallback(
    (which: number) =>
      setOpening((current) => (current === which ? 0 : current)),
    [],
  );
  const show = useCallback((initial?: string) => {
    if (initial !== undefined) setQuery(initial);
    openings.current += 1;
    setOpening(openings.current);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      // Inside an open modal dialog (search's own, where search is already
      // open, or any other modal), the page's shortcuts are left to it.
      if (
        event.target instanceof Element &&
        event.target.closest('dialog[open]')
      )
        return;
      const shortcut =
        event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !isTyping(event.target);
      if (shortcut || slash) {
        event.preventDefault();
        show();
      }
    };
    const onOpen = (event: Event) =>
      show((event as CustomEvent<{query?: string}>).detail?.query);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(openSearchEvent, onOpen);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(openSearchEvent, onOpen);
    };
  }, [show]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => show()}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}>
        <svg
          className={styles.icon}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false">
          <path d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.25-1.4 1.4-4.25-4.24A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.keys} aria-hidden="true">
          {modifier} K
        </kbd>
      </button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <SearchDialog
            key={opening}
            baseUrl={baseUrl}
            query={query}
            onQueryChange={setQuery}
            onClose={() => hide(opening)}
          />
        </Suspense>
      )}
    </>
  );
}
