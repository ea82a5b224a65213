/**
 * How the pages word the values of src/data, so no page can state a wrong one.
 * Any module in src/data may export its own `statedAs` list of this type.
 * Its own module, so the data modules import it without importing each other.
 * tests/docs/prose-api.test.mjs reads every sentence of every page and of
 * the OpenAPI document's descriptions; a sentence that matches each `about`
 * pattern (case-insensitive; `!` means must not match) and states a quantity
 * in `unit` must state `value` (times convert: 5 minutes is 300 seconds).
 * `fact` is the `<Fact of="…" />` that renders the value, where there is one.
 */
export type StatedAs = {
  fact: string;
  value: number;
  unit:
    'second' | 'minute' | 'hour' | 'day' | 'origin' | 'question' | 'megabyte';
  about: readonly string[];
};
