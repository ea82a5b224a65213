import React, {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';

/**
 * A Markdown table that keyboard users can scroll. Infima lets a wide table
 * scroll sideways inside itself; a region that scrolls must be reachable by
 * keyboard (WCAG 2.1.1), so the table becomes a tab stop while, and only
 * while, it overflows.
 */
export default function ScrollableTable(
  props: ComponentProps<'table'>,
): ReactNode {
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
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be focusable (WCAG 2.1.1; axe scrollable-region-focusable)
    <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />
  );
}
