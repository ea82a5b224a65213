// A stand-in for the part of mikefarah/yq the docs' samples use:
// `yq -o=json '<expression>' file.yaml`, where the expression is `.` or
// `del(.key)`. Anything else fails, naming what it does not do.
import {readFileSync} from 'node:fs';
import YAML from 'yaml';

const [output, expression, file, ...rest] = process.argv.slice(2);
const deleted = /^del\(\.(\w+)\)$/.exec(expression ?? '');
if (
  output !== '-o=json' ||
  !file ||
  rest.length ||
  !(deleted || expression === '.')
) {
  console.error(`yq stand-in: cannot do ${process.argv.slice(2).join(' ')}`);
  process.exit(2);
}
const value = YAML.parse(readFileSync(file, 'utf8'));
if (deleted) delete value[deleted[1]];
console.log(JSON.stringify(value, null, 2));
