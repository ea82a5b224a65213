// Change: registers Cape's `custom-repositoryLink` navbar item type next to the
// upstream types (the registry swizzle Docusaurus documents for custom items).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import RepositoryLink from '@site/src/components/RepositoryLink';

export default {
  ...ComponentTypes,
  'custom-repositoryLink': RepositoryLink,
};
