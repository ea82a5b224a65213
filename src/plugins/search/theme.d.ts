// What the search feature's theme offers the rest of the site: the site's
// components reach it through the theme alias, never by its folder.
declare module '@theme/SearchBar/openSearch' {
  /** Opens the search dialog, optionally with a query typed in. */
  export function openSearch(query?: string): void;
}
