import type {ClientModule} from '@docusaurus/types';
import './styles.css';

/** The specification's progress bar threshold: no bar for a faster route change. */
const delayMs = 200;

let shown: HTMLElement | undefined;

function start(): void {
  if (shown) return;
  const bar = document.createElement('div');
  bar.id = 'nprogress';
  bar.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  document.body.append(bar);
  // Laid out at the start first, so the transition to `loading` runs.
  void bar.offsetWidth;
  bar.classList.add('loading');
  shown = bar;
}

function done(): void {
  const bar = shown;
  if (!bar) return;
  shown = undefined;
  bar.classList.add('done');
  // After styles.css's fill and fade (200 ms each).
  window.setTimeout(() => bar.remove(), 400);
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
