// A doc's description is its meta description and `og:description`: search
// engines and link previews cut it at about 160 characters, so a longer one
// loses its end where readers see it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docs} from './sources.mjs';

const limit = 160;

for (const doc of docs) {
  test(`${doc.name}: the description is at most ${limit} characters`, () => {
    const {description} = doc.frontMatter;
    assert.equal(
      typeof description,
      'string',
      `${doc.name}: front matter needs a description`,
    );
    assert.ok(
      description.length <= limit,
      `${doc.name}: the description is ${description.length} characters; shorten it to at most ${limit}, or search results and link previews cut it off: "${description}"`,
    );
  });
}
