// Reference data is inline Markdown (./inline.ts), parsed by remark as the
// pages are; a value that is not one paragraph stops the build, naming it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import createJiti from 'jiti';

const load = createJiti(import.meta.url, {interopDefault: true});
const {parseInline} = load('./inline.ts');

test('code, strong and links become phrasing nodes, without positions', () => {
  assert.deepEqual(parseInline('`a` **b** [c](/d)'), [
    {type: 'inlineCode', value: 'a'},
    {type: 'text', value: ' '},
    {type: 'strong', children: [{type: 'text', value: 'b'}]},
    {type: 'text', value: ' '},
    {
      type: 'link',
      url: '/d',
      title: null,
      children: [{type: 'text', value: 'c'}],
    },
  ]);
  assert.deepEqual(parseInline(''), []);
});

test('a value that is a list, not inline Markdown, fails, naming it', () => {
  assert.throws(() => parseInline('- one\n- two'), /not: "- one\\n- two"/);
});
