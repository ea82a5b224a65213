/** The event the navbar's search box listens for to open itself. */
export const openSearchEvent = 'cape:open-search';

/** Opens the search dialog, optionally with a query typed in. */
export function openSearch(query?: string): void {
  document.dispatchEvent(new CustomEvent(openSearchEvent, {detail: {query}}));
}
