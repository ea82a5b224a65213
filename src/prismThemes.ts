import {themes, type PrismTheme} from 'prism-react-renderer';

// Code block colours that meet WCAG AA (4.5:1) on the block background and on
// a highlighted line. The stock `github` theme has tokens at 2.6:1 and
// `dracula` greys its comments at 3.0:1; axe flags both. Light uses GitHub's
// current (Primer) syntax palette; dark keeps Dracula with lighter comments.
// Ratios: on #f6f8fa / on the highlighted line.

const lightBackground = '#f6f8fa';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: lightBackground},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#59636e', fontStyle: 'italic'},
    }, // 5.7 / 4.9
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}}, // 14.8 / 12.7
    {
      types: ['string', 'char', 'attr-value', 'regex', 'inserted'],
      style: {color: '#0a3069'},
    }, // 12.0 / 10.3
    {
      types: [
        'number',
        'boolean',
        'constant',
        'property',
        'entity',
        'url',
        'symbol',
      ],
      style: {color: '#0550ae'},
    }, // 7.1 / 6.1
    {
      types: ['keyword', 'atrule', 'selector', 'important', 'deleted'],
      style: {color: '#a40e26'},
    }, // 7.4 / 6.3
    {
      types: ['function', 'function-variable', 'class-name', 'builtin'],
      style: {color: '#6639ba'},
    }, // 6.9 / 5.9
    {types: ['tag'], style: {color: '#116329'}}, // 6.9 / 5.9
    {types: ['attr-name', 'variable', 'parameter'], style: {color: '#953800'}}, // 6.9 / 5.9
  ],
};

export const darkCodeTheme: PrismTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((entry) =>
    entry.types.includes('comment')
      ? {...entry, style: {...entry.style, color: 'rgb(160, 172, 210)'}} // 6.3:1 on #282a36
      : entry,
  ),
};
