// Firefox smoke: every reader-facing behaviour (behaviours.mjs) in Debian's
// Firefox ESR, driven by Puppeteer over WebDriver BiDi.
import {launchFirefox} from './firefox.mjs';
import {smoke} from './run.mjs';

smoke('Firefox', launchFirefox, 2);
