// Links between the docs, their anchors, and images. Kept by hand:
// remark-validate-links knows neither Docusaurus routes (`/docs/Cape UI`),
// nor `{#id}` heading ids, `id="…"` attributes and the headings
// `<ApiReference />` writes (22 false reports on the docs as they are), and
// markdownlint's MD051 sees no other file.
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import createJiti from 'jiti';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import {closest, problemIn} from './report.mjs';

let apiReferenceAnchors;
/** The ids of the headings `<ApiReference />` writes (src/plugins/apiReference). */
function referenceAnchors() {
  apiReferenceAnchors ??= createJiti(import.meta.url, {interopDefault: true})(
    '../apiReference/reference.ts',
  ).referenceAnchors();
  return apiReferenceAnchors;
}

/**
 * A page's anchors as Docusaurus writes them: a heading's explicit `{#id}`,
 * or its text (Markdown and HTML tags removed) through Docusaurus's slugger,
 * one per page so repeats are numbered; and `id="…"` written on an element.
 */
export function anchorsOf(page) {
  if (page.anchors) return page.anchors;
  const slugger = createSlugger();
  const anchors = new Set(
    page.headings.map(
      ({text}) =>
        /\{#([^}]+)\}\s*$/.exec(text)?.[1] ??
        slugger.slug(toString(fromMarkdown(text), {includeHtml: false})),
    ),
  );
  for (const [, id] of page.source.matchAll(/\sid=["']([^"']+)["']/g)) {
    anchors.add(id);
  }
  if (page.components.some(({name}) => name === 'ApiReference')) {
    for (const id of referenceAnchors()) anchors.add(id);
  }
  page.anchors = anchors;
  return anchors;
}

/** The doc file a route such as `/docs/Cape UI` is served from. */
function docOfRoute(site, route) {
  const id = route.replace(/^\/docs\/?/, '') || 'index';
  return [`${id}.mdx`, `${id}.md`, `${id}/index.mdx`]
    .map((name) => join(site.root, 'docs', name))
    .find((path) => site.byPath.has(path));
}

/** The problem with one link, if any. */
function linkProblem({target, image, unparsed}, page, site) {
  if (unparsed) {
    return [
      `link target "${target}" holds a space, so the link renders as plain text`,
      'write %20 for the space or wrap the target in <...>',
    ];
  }
  const [path = '', anchor] = decodeURI(target).split('#');
  if (/^[a-z]+:/i.test(path)) return undefined;
  if (image) {
    const file = path.startsWith('/')
      ? join(site.root, 'static', path)
      : resolve(dirname(page.path), path);
    if (existsSync(file)) return undefined;
    return [
      `image "${path}" does not exist`,
      'put the file under static/img/ and link it as /img/<name>',
    ];
  }
  let file;
  if (path === '') file = page.path;
  else if (path.startsWith('/docs')) file = docOfRoute(site, path);
  else if (/\.mdx?$/.test(path)) file = resolve(dirname(page.path), path);
  else return undefined;
  const linked = site.byPath.get(file);
  if (!linked) {
    return [
      `"${target}" points at no doc`,
      'link to an existing file, such as ./Cape.mdx (CONTRIBUTING.md, "Links")',
    ];
  }
  const anchors = anchorsOf(linked);
  if (!anchor || anchors.has(anchor)) return undefined;
  const suggestion = closest(anchor, anchors);
  return [
    `"#${anchor}" is not a section of ${linked.name}`,
    suggestion
      ? `did you mean "#${suggestion}"?`
      : `its sections are ${[...anchors].map((a) => `#${a}`).join(', ')}`,
  ];
}

export function linkChecks(page, site) {
  const at = problemIn(page);
  return page.links.flatMap((link) => {
    const problem = linkProblem(link, page, site);
    return problem ? at(link, ...problem) : [];
  });
}
