import React, {type ReactNode} from 'react';
import {contentFlowDescription, contentFlowTitle} from './description';
import styles from './styles.module.css';

type Stage = {
  readonly label: string;
  readonly detail: string;
  readonly x: number;
  readonly y: number;
};

const boxWidth = 168;
const boxHeight = 64;

// Positions on a 760 x 300 canvas: the pipeline runs left to right, the two
// reader-facing surfaces branch at the end, the dashboard sits underneath.
const stages = {
  crawl: {label: 'Cape Webcrawlers', detail: 'discover, fetch', x: 8, y: 64},
  extract: {label: 'Web Extractors', detail: 'clean documents', x: 200, y: 64},
  platform: {label: 'Cape', detail: 'knowledge, answers', x: 392, y: 64},
  chatmodal: {
    label: 'Cape Chatmodal UI',
    detail: 'chat on your site',
    x: 584,
    y: 16,
  },
  landing: {label: 'Cape Landing Page', detail: 'hosted page', x: 584, y: 112},
  dashboard: {label: 'Cape UI', detail: 'runs every stage', x: 200, y: 216},
} satisfies Record<string, Stage>;

const arrows: readonly [keyof typeof stages, keyof typeof stages][] = [
  ['crawl', 'extract'],
  ['extract', 'platform'],
  ['platform', 'chatmodal'],
  ['platform', 'landing'],
];

function StageBox({stage}: {readonly stage: Stage}): ReactNode {
  return (
    <g>
      <rect
        className={styles.box}
        x={stage.x}
        y={stage.y}
        width={boxWidth}
        height={boxHeight}
        rx={10}
      />
      {/* The label, and the detail one 20-unit line below it. */}
      {(['label', 'detail'] as const).map((line, index) => (
        <text
          key={line}
          className={styles[line]}
          x={stage.x + boxWidth / 2}
          y={stage.y + 27 + 20 * index}
          textAnchor="middle">
          {stage[line]}
        </text>
      ))}
    </g>
  );
}

/**
 * How content flows through Cape, as an inline SVG: it inherits the page's
 * colours (readable in light and dark mode), scales with the column, and its
 * title and description give screen readers the same information in words.
 */
export default function ContentFlowDiagram(): ReactNode {
  const {dashboard} = stages;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox="0 0 760 300"
        role="img"
        aria-labelledby="cape-flow-title cape-flow-desc">
        <title id="cape-flow-title">{contentFlowTitle}</title>
        <desc id="cape-flow-desc">{contentFlowDescription}</desc>
        <defs>
          <marker
            id="cape-flow-arrowhead"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse">
            <path className={styles.arrowhead} d="M0 0 10 5 0 10Z" />
          </marker>
        </defs>
        {arrows.map(([from, to]) => (
          <line
            key={`${from}-${to}`}
            className={styles.arrow}
            x1={stages[from].x + boxWidth}
            y1={stages[from].y + boxHeight / 2}
            x2={stages[to].x - 4}
            y2={stages[to].y + boxHeight / 2}
            markerEnd="url(#cape-flow-arrowhead)"
          />
        ))}
        <path
          className={styles.manages}
          d={`M${dashboard.x + boxWidth} ${dashboard.y + boxHeight / 2} H ${stages.platform.x + boxWidth / 2} V ${stages.platform.y + boxHeight + 4}`}
          markerEnd="url(#cape-flow-arrowhead)"
        />
        {Object.entries(stages).map(([key, stage]) => (
          <StageBox key={key} stage={stage} />
        ))}
      </svg>
      <figcaption className={styles.caption}>
        Content flows left to right: crawl, extract, keep and answer, then reach
        visitors. The dashboard manages every stage.
      </figcaption>
    </figure>
  );
}
