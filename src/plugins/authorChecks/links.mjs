// Links between the docs, their anchors, and images. The anchors are the
// ids Docusaurus's own heading plugin gives; the rest is kept by hand:
// remark-validate-links knows neither Docusaurus routes (`/docs/Cape UI`) nor
// `{#id}` heading ids, `id="…"` attributes and the headings `<ApiReference />`
// writes (22 false reports on the docs as they are), and markdownlint's MD051
// sees no other file.
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import headingIds from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import createJiti from 'jiti';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {closest, problemIn} from './report.mjs';

let apiReferenceAnchors;
/** The ids of the headings `<ApiReference />` writes (src/plugins/apiReference). */
function referenceAnchors() {
  apiReferenceAnchors ??= createJiti(import.meta.url, {interopDefault: true})(
    '../apiReference/index.ts',
  ).referenceAnchors();
  return apiReferenceAnchors;
}

/** Docusaurus's own plugin that gives each heading its id. */
const headings = unified().use(headingIds.default, {
  anchorsMaintainCase: false,
});

/**
 * A page's anchors as Docusaurus writes them, from its syntax tree (which
 * this changes): each heading's id, by Docusaurus's heading plugin (an
 * explicit `{#id}`, or the text through its slugger, repeats numbered);
 * `id="…"` written on an element; the headings `<ApiReference />` writes.
 */
export async function anchorsOf(tree) {
  await headings.run(tree);
  const anchors = new Set();
  visit(tree, (node) => {
    if (node.type === 'heading') anchors.add(node.data.id);
    if (node.type === 'mdxJsxFlowElement' && node.name === 'ApiReference') {
      for (const id of referenceAnchors()) anchors.add(id);
    }
    for (const {name, value} of node.attributes ?? []) {
      if (name === 'id' && typeof value === 'string') anchors.add(value);
    }
  });
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
  const {anchors} = linked;
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
