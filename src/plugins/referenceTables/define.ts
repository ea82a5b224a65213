import {
  constants,
  flatProperties,
  resolve,
  schema,
  type Schema,
} from './openapi';

export {constants, openApi, resolve, schema, webhookEvents} from './openapi';

/**
 * What the modules of src/data declare their reference tables and facts
 * with: the feature's entry for them (src/plugins/README.md). It imports
 * nothing of the registry, which imports the data. Cells and facts are
 * inline Markdown (code spans, **bold** and links).
 */

export type Table = {
  /** The one doc that shows the table, relative to the site. */
  page: string;
  /** The id of the heading the table sits under on that page. */
  anchor: string;
  columns: readonly string[];
  rows: () => readonly (readonly string[])[];
  /**
   * `entries`: a list, one item per row, led by its first cell, with each
   * other cell under its column's name: for rows of sentences, which five
   * columns squeeze to a few words a line on a phone.
   */
  layout?: 'entries';
};

/** A value the prose states, and the table that holds it. */
export type Fact = {text: () => string; table: string};

export const code = (value: unknown) => `\`${String(value)}\``;
export const number = (value: number) => value.toLocaleString('en-GB');
/** A price in euros: whole euros as they are, cents with two decimals. */
export const euros = (value: number) =>
  Number.isInteger(value) ? `€${number(value)}` : `€${value.toFixed(2)}`;
export const plural = (value: number, unit: string) =>
  `${number(value)} ${unit}${value === 1 ? '' : 's'}`;
export const list = (items: readonly string[]) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
/** Seconds in the largest whole unit: `300` → "5 minutes". */
export const durations = (seconds: number) =>
  seconds % 3600 === 0
    ? plural(seconds / 3600, 'hour')
    : seconds % 60 === 0
      ? plural(seconds / 60, 'minute')
      : plural(seconds, 'second');

/** One row per item; a cell is a field of the item, or a function of it. */
export const rowsOf =
  <T>(items: readonly T[], ...cells: (keyof T | ((item: T) => string))[]) =>
  () =>
    items.map((item) =>
      cells.map((cell) =>
        typeof cell === 'function' ? cell(item) : String(item[cell]),
      ),
    );

/**
 * The rows of a two-column table, as label and value. A row with a key is
 * also the `<Fact>` of that key, so the prose and the table cannot differ.
 */
export type ValueRow = readonly [
  label: string,
  value: () => string,
  fact?: string,
];

export const valueRows = (rows: readonly ValueRow[]) => () =>
  rows.map(([label, value]) => [label, value()]);

/** The facts the rows of a two-column table state. */
export const rowFacts = (table: string, rows: readonly ValueRow[]) =>
  Object.fromEntries(
    rows.flatMap(([, text, key]) => (key ? [[key, {text, table}]] : [])),
  ) as Record<string, Fact>;

/** A schema's type as the tables write it. */
export function typeOf(property: Schema): string {
  const resolved = resolve(property);
  if (resolved.enum) return list(resolved.enum.map(code));
  if (resolved.oneOf?.every((option) => typeof option.const === 'string')) {
    return list(resolved.oneOf.map((option) => code(option.const)));
  }
  if (resolved.oneOf) return 'object';
  const type = Array.isArray(resolved.type)
    ? resolved.type.filter((name) => name !== 'null')[0]
    : resolved.type;
  if (type === 'array') return `${typeOf(resolved.items ?? {})}[]`;
  if (type === 'string' && resolved.format === 'uri') return 'URL';
  return type ?? 'object';
}

/** The default of a setting, or `required`. */
export function defaultOf(property: Schema, required = false): string {
  if (required) return 'required';
  if (property.default === undefined) return 'none';
  if (Array.isArray(property.default)) {
    return property.default.length === 0
      ? 'none'
      : property.default.map(code).join(', ');
  }
  return code(property.default);
}

function rangeOf(property: Schema): string {
  const {minimum, maximum} = property;
  if (minimum !== undefined && maximum !== undefined) {
    return `${number(minimum)} to ${number(maximum)}`;
  }
  if (minimum !== undefined) return `at least ${number(minimum)}`;
  if (maximum !== undefined) return `at most ${number(maximum)}`;
  return '';
}

/** A row of a fields table: name, type, default, and meaning with the range. */
export function fieldRow(
  name: string,
  property: Schema,
  meaning: string,
  required = false,
) {
  const range = rangeOf(property);
  return [
    code(name),
    typeOf(property),
    defaultOf(property, required),
    range ? `${meaning} Allowed: ${range}.` : meaning,
  ];
}

/** The rows of a settings table from a config schema of the API. */
export function settingsRows(name: string, links: Record<string, string> = {}) {
  return flatProperties(name).map(({name: setting, schema: property}) =>
    fieldRow(
      setting,
      property,
      [property.description ?? '', links[setting] ?? '']
        .filter(Boolean)
        .join(' '),
    ),
  );
}

/** A setting of a config schema (`rateLimit.concurrency`), resolved. */
export function setting(name: string, dotted: string): Schema {
  const found = flatProperties(name).find((entry) => entry.name === dotted);
  if (!found) throw new Error(`${name} has no setting ${dotted}`);
  return found.schema;
}

/** A status table: each constant of an OpenAPI enum, and what it means. */
export const constantRows = (name: string) => () =>
  constants(name).map((item) => [code(item.const), item.description ?? '']);

/**
 * A cell that names constants of the API in code spans, checked against
 * them, so a table cannot name one that does not exist. `what` names them
 * in the error (`URL outcome`), `file` the data module.
 */
export function namingConstants(
  cell: string,
  name: string,
  {what, file}: {what: string; file: string},
): string {
  const known = new Set(constants(name).map((item) => item.const));
  for (const [, found] of cell.matchAll(/`([a-z_]+)`/g)) {
    if (!known.has(found!)) {
      throw new Error(
        `${file} names the ${what} ${found}, which ${name} in static/openapi.yaml lacks`,
      );
    }
  }
  return cell;
}

/**
 * A cell that names status codes for a single constant (`outcome`, a code
 * span): each must be one the API's description of that constant names, so
 * the two cannot drift apart.
 */
export function namingStatuses(
  cell: string,
  outcome: string,
  name: string,
  {file}: {file: string},
): string {
  const single = /^`([a-z_]+)`$/.exec(outcome)?.[1];
  if (single) {
    const {description = ''} =
      constants(name).find((item) => item.const === single) ?? {};
    for (const [status] of cell.matchAll(/`\d{3}`/g)) {
      if (!description.includes(status)) {
        throw new Error(
          `${file} gives ${status} the outcome ${single}, whose description in static/openapi.yaml does not name it`,
        );
      }
    }
  }
  return cell;
}

/** The rows of the fields of a request schema, with `fieldRow`. */
export const schemaFieldRows = (name: string, fallback = '') => {
  const request = schema(name);
  return Object.entries(request.properties ?? {}).map(([field, value]) => {
    const property = resolve(value);
    return fieldRow(
      field,
      property,
      property.description ?? fallback,
      request.required?.includes(field),
    );
  });
};
