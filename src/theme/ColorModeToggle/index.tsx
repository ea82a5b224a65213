import React, {type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {useColorMode} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ColorModeToggleType>;

// Cape's colour mode is a two-state switch: light or dark, never "system".
// Upstream labels the button from the stored choice, which the server render
// cannot know, so the prerendered page says "currently system mode" until
// React hydrates; we pass the effective mode, so the label names the mode on
// screen from the first paint. The two-value cycle is the config's
// `colorMode.respectPrefersColorScheme: false`, which the navbar passes on.
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  return <ColorModeToggle {...props} value={colorMode} />;
}
