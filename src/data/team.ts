/** Cape's own addresses, team roles in Cape UI and what each may do. */

/** Where Cape UI, the dashboard, is served; pages name it in samples and prose. */
export const capeUiAddress = 'https://app.cape.example.com';

/**
 * Cape's trust centre: the data processing agreement (DPA) and the list of
 * sub-processors. Cape UI's Privacy section names it.
 */
export const trustCentreAddress = 'https://trust.cape.example.com';

/**
 * Cape's status page: whether each service is up, with incidents and
 * maintenance. Cape UI's Support and service status section names it.
 */
export const statusPageAddress = 'https://status.cape.example.com';

export const roles = ['Owner', 'Admin', 'Editor', 'Viewer'] as const;
export type Role = (typeof roles)[number];

export const teamRules = {
  /** Days an invitation stays valid. */
  invitationDays: 7,
} as const;

/** Each permission and the roles that have it. */
export const permissions: readonly {can: string; roles: readonly Role[]}[] = [
  {
    can: 'View sources, crawls, documents, assistants, landing pages and analytics',
    roles: ['Owner', 'Admin', 'Editor', 'Viewer'],
  },
  {
    can: 'Create, edit and crawl sources; create and edit assistants; edit and publish landing pages',
    roles: ['Owner', 'Admin', 'Editor'],
  },
  {
    can: 'Read and export conversations',
    roles: ['Owner', 'Admin', 'Editor'],
  },
  {
    can: 'Delete sources, assistants and conversations',
    roles: ['Owner', 'Admin'],
  },
  {
    can: "Manage API keys, secrets, webhooks and domains; change a landing page's analytics settings",
    roles: ['Owner', 'Admin'],
  },
  {
    can: 'Invite and remove members and change their roles',
    roles: ['Owner', 'Admin'],
  },
  {
    can: 'Change the plan, the retention period and billing details',
    roles: ['Owner'],
  },
  {
    can: 'Transfer ownership or delete the workspace',
    roles: ['Owner'],
  },
];
