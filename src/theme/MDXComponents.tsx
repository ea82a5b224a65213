// Change: Markdown links render through ProseLink, underlined (in running
// text a link must not rely on colour alone, WCAG 1.4.1), and tables through
// ScrollableTable, a tab stop while they overflow (WCAG 2.1.1). Screen, the
// pictures of what readers will see, is available to every doc without an
// import, as `<Screen name="…" />`.
import MDXComponents from '@theme-original/MDXComponents';
import ProseLink from '@site/src/components/ProseLink';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Screen from '@site/src/components/Screen';

export default {
  ...MDXComponents,
  a: ProseLink,
  table: ScrollableTable,
  Screen,
};
