// How every check reports: one line per problem,
// `file:line:column  problem  fix`, with the name meant when a written one
// is close (leven's `closestMatch`).
import {closestMatch} from 'leven';

/** @typedef {{file: string, line: number, column: number, problem: string, fix: string}} Problem */

/** @param {Problem} problem */
export const format = ({file, line, column, problem, fix}) =>
  `${file}:${line}:${column}  ${problem}  ${fix}`;

/**
 * A problem of `page` at a place in it (column 1 unless given).
 * @returns {(place: {line: number, column?: number}, problem: string, fix: string) => Problem}
 */
export const problemIn =
  (page) =>
  ({line, column = 1}, problem, fix) => ({
    file: page.name,
    line,
    column,
    problem,
    fix,
  });

/** The known name closest to `name`, if one is close enough to be a typo. */
export const closest = (name, known) =>
  closestMatch(name, [...known], {
    maxDistance: Math.max(2, Math.floor(name.length / 3)),
  });

/** The line and column (counted from 1) of `offset` in `text`. */
export function lineColumn(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return {line: before.length, column: before.at(-1).length + 1};
}
