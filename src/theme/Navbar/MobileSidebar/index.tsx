import React, {
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type NavbarMobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof NavbarMobileSidebarType>;

// On a phone, upstream mounts the closed drawer (the menu and the whole docs
// sidebar) in the synchronous render that follows hydration, one long task on
// every page load. Until the reader opens it, mount it in a transition, which
// React renders in small slices; opening it first mounts it at once.
export default function NavbarMobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [deferredReady, setDeferredReady] = useState(false);
  useEffect(() => {
    startTransition(() => setDeferredReady(true));
  }, []);
  if (!deferredReady && !shown) {
    return null;
  }
  return <NavbarMobileSidebar {...props} />;
}
