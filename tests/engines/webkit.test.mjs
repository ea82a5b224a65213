// WebKit smoke: every reader-facing behaviour (behaviours.mjs) in Debian's
// WebKitGTK MiniBrowser, driven over WebDriver by selenium-webdriver.
import {launchWebKit} from './webkit.mjs';
import {smoke} from './run.mjs';

smoke('WebKit', launchWebKit, 5);
