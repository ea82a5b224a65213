// Every link between docs points at a page that exists and, with `#`, at a
// section that page has: reported with the file and line the link is written
// on, and the sections there are. The build finds broken anchors too, but
// names the route that links, not the line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import GithubSlugger from 'github-slugger';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import {closestKey} from '../../src/frontMatter.mjs';
import {docs, docsDir, root} from './sources.mjs';

/**
 * A heading's anchor as Docusaurus writes it: the explicit `{#id}`, or the
 * heading's text (Markdown and HTML tags removed) through github-slugger,
 * one slugger per page so repeats are numbered.
 */
function anchorsOf(doc) {
  const anchors = new Set();
  const slugger = new GithubSlugger();
  for (const {text} of doc.headings) {
    const explicit = /\s*\{#([^}]+)\}\s*$/.exec(text);
    if (explicit) {
      anchors.add(explicit[1]);
      continue;
    }
    anchors.add(
      slugger.slug(toString(fromMarkdown(text), {includeHtml: false})),
    );
  }
  // Anchors written as elements: <a id="…"> or <Heading id="…">.
  for (const [, id] of doc.source.matchAll(/\sid=["']([^"']+)["']/g)) {
    anchors.add(id);
  }
  return anchors;
}

const byFile = new Map(docs.map((doc) => [doc.path, doc]));

/** The doc a route such as `/docs/Cape UI` is served from. */
function docOfRoute(route) {
  const id = route.replace(/^\/docs\/?/, '');
  if (id === '') return join(docsDir, 'index.mdx');
  return [`${id}.mdx`, `${id}.md`, `${id}/index.mdx`]
    .map((name) => join(docsDir, name))
    .find((path) => existsSync(path));
}

/** The doc file a link points at, `undefined` when it points elsewhere. */
function linkedDoc(doc, path) {
  if (path === '') return doc.path;
  if (path.startsWith('/docs')) return docOfRoute(path) ?? `route ${path}`;
  if (/^[a-z]+:/i.test(path) || path.startsWith('/')) return undefined;
  if (!/\.mdx?$/.test(path)) return undefined;
  return resolve(dirname(doc.path), path);
}

for (const doc of docs) {
  test(`${doc.name}: every link to a doc finds the page and the section`, () => {
    const problems = [];
    for (const {target, line} of doc.links) {
      const raw = target
        .replace(/^<([^>]*)>.*$/, '$1')
        .replace(/\s+["'(].*$/, '');
      const [path = '', anchor] = decodeURI(raw).split('#');
      const file = linkedDoc(doc, path);
      if (!file) continue;
      const where = `${doc.name}:${line}`;
      const linked = byFile.get(file);
      if (!linked) {
        problems.push(
          `${where}: "${target}" points at ${file.startsWith('route') ? file : relative(root, file)}, which is not a doc; link to an existing file, such as ./Cape.mdx`,
        );
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      const anchors = anchorsOf(linked);
      if (!anchors.has(anchor)) {
        const suggestion = closestKey(anchor, [...anchors]);
        problems.push(
          `${where}: "#${anchor}" is not a section of ${linked.name}${suggestion ? `; did you mean "#${suggestion}"?` : `; its sections are ${[...anchors].map((a) => `#${a}`).join(', ')}`}`,
        );
      }
    }
    assert.deepEqual(problems, []);
  });
}
