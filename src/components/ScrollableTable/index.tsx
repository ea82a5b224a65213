import React, {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A Markdown table that keyboard users can scroll. Infima lets a wide table
 * scroll sideways inside itself; a region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1), so the table becomes a tab stop while, and only
 * while, it overflows. A table marked `data-layout="stacked"` (the API
 * reference's, src/plugins/apiReference) shows each row as a block on a
 * phone, its cells one under the other, instead of scrolling.
 */
export default function ScrollableTable({
  className,
  ...props
}: ComponentProps<'table'> & {'data-layout'?: string}): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) {
      return undefined;
    }
    const update = () => setOverflows(table.scrollWidth > table.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  const layout = clsx(
    className,
    props['data-layout'] === 'stacked' && styles.stacked,
  );
  return (
    <table
      {...props}
      className={layout}
      ref={ref}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be focusable (WCAG 2.1.1; axe scrollable-region-focusable)
      tabIndex={overflows ? 0 : undefined}
    />
  );
}
