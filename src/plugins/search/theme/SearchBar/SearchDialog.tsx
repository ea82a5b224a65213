import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {
  loadSearch,
  searchDocs,
  type SearchOutcome,
  type SearchResult,
} from './engine';
import styles from './styles.module.css';

type Props = {
  baseUrl: string;
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
};

/** The latest finished search: its query, and what it found or why it failed. */
type Finished = {query: string; outcome?: SearchOutcome; error?: string};

/**
 * The search dialog: a combobox and its list of results (the ARIA 1.2
 * combobox pattern, in a modal `<dialog>`, which keeps focus inside and
 * closes on Escape). Arrow keys move through the results, Enter opens one at
 * its section, and the status line says how many there are, or why none.
 */
export default function SearchDialog({
  baseUrl,
  query,
  onQueryChange,
  onClose,
}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const listId = useId();
  const [finished, setFinished] = useState<Finished | undefined>();
  const [active, setActive] = useState(0);
  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });

  // Opened once, when mounted; the browser's `close` event (Escape, a click
  // outside, the Close button, a result opened) unmounts it.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.setAttribute('closedby', 'any');
    element.showModal();
    input.current?.select();
    const close = () => closed.current();
    element.addEventListener('close', close);
    // A click outside closes it in engines without `closedby` (WebKit): a
    // click on the backdrop targets the dialog itself, outside its box. Press
    // and release must both be there, so a drag out of the box is no click.
    const onBackdrop = ({target, clientX: x, clientY: y}: MouseEvent) => {
      const box = element.getBoundingClientRect();
      const inside =
        x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      return target === element && !inside;
    };
    let pressedOnBackdrop = false;
    const press = (event: MouseEvent) => {
      pressedOnBackdrop = onBackdrop(event);
    };
    const click = (event: MouseEvent) => {
      if (pressedOnBackdrop && onBackdrop(event)) element.close();
    };
    element.addEventListener('pointerdown', press);
    element.addEventListener('click', click);
    return () => {
      element.removeEventListener('close', close);
      element.removeEventListener('pointerdown', press);
      element.removeEventListener('click', click);
    };
  }, []);

  // Start fetching the index's manifest while the reader types.
  useEffect(() => {
    loadSearch(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  const trimmed = query.trim();
  useEffect(() => {
    if (!trimmed) return undefined;
    let cancelled = false;
    // Search once the reader pauses, not at every key.
    const timer = window.setTimeout(() => {
      searchDocs(trimmed, baseUrl).then(
        (outcome) => {
          if (cancelled) return;
          setActive(0);
          setFinished({query: trimmed, outcome});
        },
        (error: Error) => {
          if (!cancelled) setFinished({query: trimmed, error: error.message});
        },
      );
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [trimmed, baseUrl]);

  // While a new search runs, the last results stay, to avoid a flicker.
  const results = (trimmed && finished?.outcome?.results) || [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openResult = (result: SearchResult) => {
    dialog.current?.close();
    history.push(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(results[active]!);
    }
  };

  useEffect(() => {
    document
      .getElementById(optionId(active))
      ?.scrollIntoView({block: 'nearest'});
  });

  let status: ReactNode;
  if (!trimmed) status = 'Type to search the docs.';
  else if (finished?.query !== trimmed) status = 'Searching…';
  else if (finished.error && process.env.NODE_ENV === 'development')
    // The dev server has no index: the build writes it (src/plugins/search).
    status =
      'Search needs the index a build writes: run `npm run build`, then `npm run serve`.';
  else if (finished.error) status = `Search failed: ${finished.error}`;
  else {
    const count = results.length;
    const searchedFor = finished.outcome?.searchedFor;
    status =
      count === 0
        ? `No results for “${trimmed}”. Check the spelling, or try other words.`
        : `${count} result${count === 1 ? '' : 's'}${searchedFor ? `, for “${searchedFor}”` : ''}. Use the arrow keys and Enter to open one.`;
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label="Search the docs">
      <div className={styles.panel}>
        <div className={styles.field}>
          <input
            ref={input}
            className={styles.input}
            // Not type="search": there, Escape clears the text instead of
            // closing the dialog.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            aria-label="Search the docs"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={
              results.length ? optionId(active) : undefined
            }
            placeholder="Search the docs"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={styles.close}
            onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <p className={styles.status} role="status">
          {status}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Results"
          // Busy while a search for what is typed has not finished.
          aria-busy={Boolean(trimmed) && finished?.query !== trimmed}
          className={styles.results}>
          {results.map((result, index) => (
            // The listbox is driven from the input (aria-activedescendant):
            // keys go to the input, so an option only needs a click handler.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={result.url}
              id={optionId(index)}
              data-url={result.url}
              role="option"
              aria-selected={index === active}
              className={styles.result}
              onMouseMove={() => setActive(index)}
              onClick={() => openResult(result)}>
              <span className={styles.where}>
                <span className={styles.page}>{result.page}</span>
                {result.section && (
                  <>
                    <span aria-hidden="true"> › </span>
                    <VisuallyHidden>, section </VisuallyHidden>
                    <span className={styles.section}>{result.section}</span>
                  </>
                )}
              </span>
              <span className={styles.excerpt}>
                {result.excerpt.map((segment, at) =>
                  segment.match ? (
                    <mark key={at}>{segment.text}</mark>
                  ) : (
                    <React.Fragment key={at}>{segment.text}</React.Fragment>
                  ),
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
