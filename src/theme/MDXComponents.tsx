// Change: Markdown links render through ProseLink, underlined (in running
// text a link must not rely on colour alone, WCAG 1.4.1), and tables through
// ScrollableTable, a tab stop while they overflow (WCAG 2.1.1).
import MDXComponents from '@theme-original/MDXComponents';
import ProseLink from '@site/src/components/ProseLink';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  a: ProseLink,
  table: ScrollableTable,
};
