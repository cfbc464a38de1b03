import { Box, type BoxProps } from '@mantine/core';
import { IconArrowRight, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import classes from './scroll-x.module.css';

interface ScrollXProps extends BoxProps {
  /** Accessible name of the scrolling region (it takes keyboard focus while it scrolls, for the arrow keys). */
  label: string;
  /** Below this width the content scrolls inside its frame instead of squeezing (a table's columns). */
  minWidth?: CSSProperties['minWidth'];
  /** Show "Scroll sideways" above while there is more to the right (tables); tabs show only the shadow and chevron. */
  hint?: boolean;
  children: ReactNode;
}

/** The class for a `Tabs.List` inside a `ScrollX`: one row that keeps each tab's full label. */
export const scrollTabsClass = classes.tabs;

/**
 * Content wider than the screen scrolls sideways inside its own frame, and says so: a shadow (with a
 * chevron) on each side that has more, and for tables a "Scroll sideways" hint. The one way tables and
 * tab rows scroll (docs/product/README.md#nothing-cut-off); on phones admin lists become cards instead.
 */
export function ScrollX({ label, minWidth, hint = true, children, ...boxProps }: ScrollXProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      const rest = element.scrollWidth - element.clientWidth - element.scrollLeft;
      const next = { start: element.scrollLeft > 1, end: rest > 1 };
      setMore((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    // First measured with the next frame: measuring here would force a layout of the whole page in the middle
    // of its first render (a dashboard's first screen spent ~90 ms of a throttled CPU so).
    const firstMeasure = requestAnimationFrame(measure);
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      cancelAnimationFrame(firstMeasure);
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const scrolls = more.start || more.end;
  return (
    <Box
      {...boxProps}
      className={classes.root}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      {hint && scrolls ? (
        <div className={classes.hint} aria-hidden="true">
          Scroll sideways for more <IconArrowRight size={14} />
        </div>
      ) : null}
      <div className={classes.frame}>
        <div
          ref={viewport}
          className={classes.viewport}
          data-scroll-cue=""
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? label : undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
        <span className={`${classes.shadow} ${classes.start}`} aria-hidden="true">
          {hint ? null : (
            <span className={classes.chevron}>
              <IconChevronLeft size={14} />
            </span>
          )}
        </span>
        <span className={`${classes.shadow} ${classes.end}`} aria-hidden="true">
          {hint ? null : (
            <span className={classes.chevron}>
              <IconChevronRight size={14} />
            </span>
          )}
        </span>
      </div>
    </Box>
  );
}
