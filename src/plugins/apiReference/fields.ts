import type {Document, Schema} from '../../openApiDocument';
import {links, refName} from './document';
import {code, inline, kebab, link, table} from './markdown';

/**
 * A schema's fields as a Markdown table: each field's type, with named
 * objects linked, and its description.
 */

/** A link to an object's table: here, or where the page tables it. */
export function objectLink(name: string) {
  const elsewhere = links.schemas[name];
  return elsewhere
    ? link(elsewhere.url, elsewhere.label)
    : link(`#${kebab(name)}-object`, name);
}

/** A property's type, with named objects linked and `or null` when nullable. */
export function typeOf(document: Document, property: Schema): string {
  const named = refName(property);
  if (named) {
    const target = document.components.schemas[named]!;
    return target.properties ? objectLink(named) : typeOf(document, target);
  }
  if (property.enum) return property.enum.map(code).join(', ');
  if (property.const !== undefined) return code(property.const);
  const alternatives = property.oneOf ?? property.allOf;
  if (alternatives?.every((option) => option.const !== undefined)) {
    return alternatives.map((option) => code(option.const)).join(', ');
  }
  if (alternatives) {
    const nullable = alternatives.some((option) => option.type === 'null');
    return [
      ...alternatives
        .filter((option) => option.type !== 'null')
        .map((option) => typeOf(document, option)),
      ...(nullable ? ['null'] : []),
    ].join(' or ');
  }
  const types = [property.type ?? 'object'].flat();
  const main = types.find((type) => type !== 'null') ?? 'null';
  const shown =
    main === 'array'
      ? `${typeOf(document, property.items ?? {})}\\[]`
      : main === 'string' && property.format === 'date-time'
        ? 'timestamp'
        : main === 'string' && property.format === 'uri'
          ? 'URL'
          : main;
  return types.includes('null') && main !== 'null' ? `${shown} or null` : shown;
}

/**
 * A field's description: its own, else that of the schema it names (not of
 * an object, which its link leads to), then what `null` means when the
 * document says. A description the page shows in a table elsewhere (the
 * assistant's fields) is a link to it instead.
 */
function describe(document: Document, property: Schema) {
  const named = (schema: Schema | undefined) => {
    const name = refName(schema);
    const target = name ? document.components.schemas[name] : undefined;
    return target?.properties ? undefined : target?.description;
  };
  const own = property.description ?? named(property);
  if (own === undefined) {
    const nullable = property.oneOf?.find(
      (option) => option.type === 'null' && option.description,
    )?.description;
    return [
      named(property.oneOf?.find(refName)),
      nullable && `\`null\`: ${nullable}`,
    ]
      .filter((part) => part !== undefined)
      .map(inline)
      .join(' ');
  }
  for (const [name, where] of Object.entries(links.schemas)) {
    const shown = document.components.schemas[name]?.properties ?? {};
    if (Object.values(shown).some((field) => field.description === own)) {
      return `See ${link(where.url, where.label)}.`;
    }
  }
  return inline(own);
}

/**
 * A table of an object's fields, or of a request's body fields or query
 * parameters: name, type (`, required` for a request's required field) and
 * description.
 */
export function fieldsTable(
  document: Document,
  schema: Schema,
  column: 'Field' | 'Body field' | 'Query parameter',
) {
  const required = new Set(column === 'Field' ? [] : schema.required);
  return table(
    [column, 'Type', 'Description'],
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      code(name),
      typeOf(document, property) + (required.has(name) ? ', required' : ''),
      describe(document, property),
    ]),
  );
}
