import type {ClientModule} from '@docusaurus/types';
import './styles.css';

/** The specification's progress bar threshold: no bar for a faster route change. */
const delayMs = 200;

/** The bar on screen, loading or fading out after `done`. */
let bar: HTMLElement | undefined;

function start(): void {
  if (bar && !bar.classList.contains('done')) return;
  // A bar still fading out from the last route change goes at once.
  bar?.remove();
  const next = document.createElement('div');
  next.id = 'nprogress';
  next.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  document.body.append(next);
  // Laid out at the start first, so the transition to `loading` runs.
  void next.offsetWidth;
  next.classList.add('loading');
  bar = next;
}

function done(): void {
  const current = bar;
  if (!current || current.classList.contains('done')) return;
  current.classList.add('done');
  // After styles.css's fill and fade (200 ms each).
  window.setTimeout(() => {
    current.remove();
    if (bar === current) bar = undefined;
  }, 400);
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timeout = window.setTimeout(start, delayMs);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    done();
  },
};

export default clientModule;
